import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { createFreshDatabase } from '../server/test/postgres-databases';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../server/test/throwaway-postgres';
import { newEmail, signIn, signUp } from './support/accounts';
import { addDebt } from './support/debts';
import { E2E_AUTH_EMULATOR_PORT, E2E_PORT } from './support/e2e-env';
import { startPaydown, type PaydownServer } from './support/paydown-server';

// Two stateless server instances sharing one PostgreSQL and one Auth emulator, as in production.
test('an edit through server instance 1 appears live on a device connected to instance 2', async ({ browser }) => {
  test.setTimeout(240_000);
  const emulatorPort = String(E2E_AUTH_EMULATOR_PORT + 20);
  const dataRoot = mkdtempSync(resolve('.tmp/e2e-multi-'));
  let postgres: ThrowawayPostgres | undefined;
  const servers: PaydownServer[] = [];
  try {
    postgres = await startThrowawayPostgres();
    const databaseUrl = await createFreshDatabase(postgres.adminUrl, 'paydown_e2e');
    const common = { DATABASE_URL: databaseUrl, AUTH_EMULATOR_PORT: emulatorPort };
    servers.push(await startPaydown({ ...common, PORT: String(E2E_PORT + 21), DATA_DIR: join(dataRoot, 'one') }));
    servers.push(
      await startPaydown({ ...common, PORT: String(E2E_PORT + 22), DATA_DIR: join(dataRoot, 'two'), AUTH_EMULATOR_START: 'false' }),
    );
    const [one, two] = servers as [PaydownServer, PaydownServer];

    const email = newEmail('multi');
    const laptopContext = await browser.newContext({ baseURL: one.url });
    const laptop = await laptopContext.newPage();
    await signUp(laptop, email);

    const phoneContext = await browser.newContext({ baseURL: two.url });
    const phone = await phoneContext.newPage();
    await signIn(phone, email);
    await expect(phone).toHaveURL(/\/dashboard$/);
    await phone.goto('/debts');
    await expect(phone.getByText('No debts yet')).toBeVisible();
    await expect(phone.getByTestId('sync-status')).toHaveAttribute('data-phase', 'synced');

    await laptop.goto('/debts');
    await addDebt(laptop, { name: 'Across instances', balance: '4321', interestRate: '9.5', minimumPayment: '99' });
    await expect(phone.getByTestId('debt-row').filter({ hasText: 'Across instances' })).toBeVisible({ timeout: 15_000 });
    await laptopContext.close();
    await phoneContext.close();
  } finally {
    for (const server of servers.reverse()) await server.stop().catch(() => undefined);
    await postgres?.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  }
});
