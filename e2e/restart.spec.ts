import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { PASSWORD, newEmail } from './support/accounts';
import { E2E_AUTH_EMULATOR_PORT, E2E_PORT } from './support/e2e-env';
import { startPaydown } from './support/paydown-server';

// A server of its own (own ports, own data folder) that this test stops and starts again.
const env = {
  PORT: String(E2E_PORT + 10),
  AUTH_EMULATOR_PORT: String(E2E_AUTH_EMULATOR_PORT + 10),
  DATA_DIR: resolve(`.tmp/e2e-restart-data-${E2E_PORT}`),
};

test('accounts survive a restart of the server and its Auth emulator', async ({ page }) => {
  test.setTimeout(180_000);
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  const email = newEmail('restart');

  let server = await startPaydown(env);
  try {
    await page.goto(`${server.url}/login`);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    await server.stop();
  }

  server = await startPaydown(env);
  try {
    // A fresh browser profile: the account must come from the restarted emulator, not a cached session.
    const context = await page.context().browser()!.newContext();
    const fresh = await context.newPage();
    await fresh.goto(`${server.url}/login`);
    await fresh.getByLabel('Email').fill(email);
    await fresh.getByLabel('Password').fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Sign in' }).click();
    await expect(fresh).toHaveURL(/\/dashboard$/);
    await context.close();
  } finally {
    await server.stop();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
});
