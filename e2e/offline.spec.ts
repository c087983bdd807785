import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { newEmail, signIn, signUp } from './support/accounts';
import { addDebt } from './support/debts';
import { E2E_AUTH_EMULATOR_PORT, E2E_PORT } from './support/e2e-env';
import { startAuthEmulator, type RunningAuthEmulator } from '../server/src/dev/auth-emulator';
import { startPaydown, type PaydownServer } from './support/paydown-server';
import { waitForControllingWorker } from './support/service-worker';

// A Paydown server of its own, so the test can stop it while the browser works offline. The
// identity provider stays up, as Firebase does in production: only our server goes down.
const env = {
  PORT: String(E2E_PORT + 40),
  AUTH_EMULATOR_PORT: String(E2E_AUTH_EMULATOR_PORT + 40),
  AUTH_EMULATOR_START: 'false',
  DATA_DIR: resolve(`.tmp/e2e-offline-data-${E2E_PORT}`),
};

test('installable, then fully usable offline with the server down; offline edits reach another device later', async ({ browser }) => {
  test.setTimeout(240_000);
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  const identity: RunningAuthEmulator = await startAuthEmulator({
    projectId: 'demo-paydown',
    port: Number(env.AUTH_EMULATOR_PORT),
    dataDir: env.DATA_DIR,
    persist: false,
  });
  let server: PaydownServer | undefined = await startPaydown(env);
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const email = await signUp(page, newEmail('offline'));
    await page.goto('/debts');
    await addDebt(page, { name: 'Online card', balance: '1500', interestRate: '18', minimumPayment: '40' });
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-phase', 'synced');

    // Installability: a manifest with the required fields and icons, and an active service worker.
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name: 'Paydown', short_name: 'Paydown', display: 'standalone', start_url: '/dashboard' });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    await waitForControllingWorker(page);

    // The network is cut and the server stopped.
    await context.setOffline(true);
    await server.stop();
    server = undefined;

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Debts', level: 1 })).toBeVisible();
    await expect(page.getByTestId('debt-row').filter({ hasText: 'Online card' })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText("You're currently in offline mode");
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto('/strategy'); // a deep link, offline
    await expect(page.getByRole('heading', { name: 'Strategy', level: 1 })).toBeVisible();

    await page.goto('/debts');
    await addDebt(page, { name: 'Added offline', balance: '300', interestRate: '0', minimumPayment: '25' });

    // Back online with the server up again: the offline edit syncs and reaches a second device.
    server = await startPaydown(env);
    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-phase', 'synced', { timeout: 30_000 });

    const phoneContext = await browser.newContext({ baseURL: server.url });
    const phone = await phoneContext.newPage();
    await signIn(phone, email);
    await expect(phone).toHaveURL(/\/dashboard$/);
    await phone.goto('/debts');
    await expect(phone.getByTestId('debt-row').filter({ hasText: 'Added offline' })).toBeVisible({ timeout: 20_000 });
    await phoneContext.close();
  } finally {
    await context.close();
    await server?.stop();
    await identity.stop();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
});
