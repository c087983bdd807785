import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, expect, test, type BrowserContext, type LaunchOptions, type Page } from '@playwright/test';
import { startAuthEmulator, type RunningAuthEmulator } from '../server/src/dev/auth-emulator';
import { newEmail, signIn, signUp } from './support/accounts';
import { addDebt, debtRow, recordPayment } from './support/debts';
import { E2E_AUTH_EMULATOR_PORT, E2E_PORT } from './support/e2e-env';
import { oldBuild, type OldBuild } from './support/old-build';
import { startPaydown, type PaydownServer } from './support/paydown-server';
import { waitForControllingWorker } from './support/service-worker';

// The real deploy of a new version: an older Paydown, built from its own commit, serves two
// devices of one person; then the current build is served on the same origin over the same data
// folder, and each device goes through the app's update flow. The identity provider runs apart,
// as Firebase does, so accounts outlive both servers.
const env = {
  PORT: String(E2E_PORT + 60),
  AUTH_EMULATOR_PORT: String(E2E_AUTH_EMULATOR_PORT + 60),
  AUTH_EMULATOR_START: 'false',
  DATA_DIR: resolve(`.tmp/e2e-upgrade-data-${E2E_PORT}`),
};
// Browser profiles on disk: IndexedDB, the service worker and its cache, and cookies outlive a
// browser that is closed and opened again, as on a real device.
const profilesDir = resolve(`.tmp/e2e-upgrade-profiles-${E2E_PORT}`);

/** Before debts had `paymentEffects`: a payment moved the balance with a plain `$inc`. */
const BEFORE_PAYMENT_EFFECTS = 'a8a887b';

/** The build id the suite's own build shows (vite.config.ts: PAYDOWN_BUILD_ID, else the package version). */
const currentBuildId = process.env.PAYDOWN_BUILD_ID || (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

interface Device {
  context: BrowserContext;
  page: Page;
}

/** Opens (or opens again) a device: a browser with a profile of its own on disk. */
async function openDevice(name: string, launchOptions: LaunchOptions, baseURL: string): Promise<Device> {
  const context = await chromium.launchPersistentContext(join(profilesDir, name), {
    ...launchOptions,
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

const syncStatus = (page: Page) => page.getByTestId('sync-status');
const runningBuild = (page: Page) => page.locator('meta[name="paydown-build"]');

/** The update card the app shows when a new version is waiting; "Update Now" loads it. */
async function updateToCurrentVersion(page: Page): Promise<void> {
  // The app checks every hour; the test asks the registration to check now, as that timer would.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const card = page.getByTestId('update-card');
  await expect(card).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Update Now' }).click();
  await expect(runningBuild(page)).toHaveAttribute('content', currentBuildId, { timeout: 30_000 });
}

/** Every balance and payment of the loan as the device shows them, once it says it is synced. */
async function expectLoanShown(page: Page, loan: string, shown: { balance: string; payments: string[]; paid: string; owed: string; start: string }) {
  await page.goto('/debts');
  await expect(syncStatus(page)).toHaveAttribute('data-phase', 'synced', { timeout: 30_000 });
  await expect(debtRow(page, loan).getByTestId('debt-balance')).toHaveText(shown.balance);
  await debtRow(page, loan).getByRole('button', { name: `Payments of ${loan}` }).click();
  const dialog = page.getByRole('dialog', { name: `Payments: ${loan}` });
  const rows = dialog.getByTestId('payment-row');
  await expect(rows).toHaveCount(shown.payments.length);
  for (const amount of shown.payments) await expect(rows.filter({ hasText: amount })).toHaveCount(1);
  await expect(dialog.getByTestId('payment-total')).toHaveText(`${shown.payments.length} payments · ${shown.paid} in all`);
  await page.keyboard.press('Escape');
  // The progress screen's totals agree with the list: paid off of the starting total, left to pay.
  await page.goto('/progress');
  await expect(page.getByTestId('progress-paid')).toHaveText(`${shown.paid} of ${shown.start}`);
  await expect(page.getByTestId('progress-owed')).toContainText(shown.owed);
  await expect(page.getByTestId('progress-owed')).toContainText(`${shown.paid} paid so far`);
}

test.describe.configure({ mode: 'serial' });

test(`upgrading from ${BEFORE_PAYMENT_EFFECTS} (balances moved by $inc): a payment made offline on the old version counts once on every device`, async ({ launchOptions }) => {
  // Building the old version (npm ci + vite build) takes a few minutes the first time; it is then
  // kept in .tmp/old-builds. Three server starts and two browsers follow.
  test.setTimeout(900_000);
  const build: OldBuild = await oldBuild(BEFORE_PAYMENT_EFFECTS);
  test.info().annotations.push({
    type: 'old build',
    description: `${build.commit}: ${build.preparedInSeconds ? `npm ci + build in ${build.preparedInSeconds} s` : 'reused from .tmp/old-builds'}`,
  });
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  rmSync(profilesDir, { recursive: true, force: true });
  const identity: RunningAuthEmulator = await startAuthEmulator({
    projectId: 'demo-paydown',
    port: Number(env.AUTH_EMULATOR_PORT),
    dataDir: env.DATA_DIR,
    persist: false,
  });
  let server: PaydownServer | undefined;
  const devices: Device[] = [];
  const open = async (name: string) => {
    const device = await openDevice(name, launchOptions, `http://127.0.0.1:${env.PORT}`);
    devices.push(device);
    return device;
  };
  try {
    const loan = 'Family loan';
    let laptop!: Device;
    let phone!: Device;

    await test.step('the old version: a loan and a payment on two devices, then a payment made offline', async () => {
      server = await startPaydown({ ...env, CLIENT_DIR: build.clientDir }, { cwd: build.dir });
      laptop = await open('laptop');
      const email = await signUp(laptop.page, newEmail('upgrade'));
      await laptop.page.goto('/debts');
      await addDebt(laptop.page, { name: loan, balance: '1500', interestRate: '0', minimumPayment: '50' });
      await waitForControllingWorker(laptop.page);

      phone = await open('phone');
      await signIn(phone.page, email);
      await expect(phone.page).toHaveURL(/\/dashboard$/);
      await phone.page.goto('/debts');
      await waitForControllingWorker(phone.page);

      await recordPayment(laptop.page, loan, '100');
      for (const device of [laptop, phone]) {
        await expect(debtRow(device.page, loan).getByTestId('debt-balance')).toHaveText('$1,400.00');
        await expect(syncStatus(device.page)).toHaveAttribute('data-phase', 'synced');
      }

      await laptop.context.setOffline(true);
      await expect(syncStatus(laptop.page)).toHaveAttribute('data-phase', 'offline');
      await recordPayment(laptop.page, loan, '30');
      await expect(debtRow(laptop.page, loan).getByTestId('debt-balance')).toHaveText('$1,370.00');
      // The laptop is shut while offline: its payment waits in the profile's IndexedDB.
      await laptop.context.close();
    });

    await test.step('the current version is deployed on the same origin and data folder; the phone updates', async () => {
      await server!.stop();
      server = undefined;
      server = await startPaydown(env);
      // Opened again, the phone runs its cached old version until it takes the update.
      await phone.page.reload();
      await updateToCurrentVersion(phone.page);
      await expect(syncStatus(phone.page)).toHaveAttribute('data-phase', 'synced', { timeout: 30_000 });
    });

    await test.step('the laptop comes back online with its cached old version, pushes what it can, then updates', async () => {
      laptop = await open('laptop');
      await laptop.page.goto('/debts');
      await expect(runningBuild(laptop.page)).toHaveCount(0); // the old version, from its cache
      // Its debts are on an older schema version than the server's: the server refuses them (426)
      // and the app says it must be updated. Its payment (same schema version) gets through.
      await expect(syncStatus(laptop.page)).toHaveAttribute('aria-label', /newer version of Paydown is needed/, { timeout: 30_000 });
      await phone.page.goto('/debts');
      await debtRow(phone.page, loan).getByRole('button', { name: `Payments of ${loan}` }).click();
      await expect(phone.page.getByRole('dialog', { name: `Payments: ${loan}` }).getByTestId('payment-row')).toHaveCount(2, { timeout: 30_000 });
      await phone.page.keyboard.press('Escape');
      await updateToCurrentVersion(laptop.page);
    });

    await test.step('both devices, synced, show $1,500 − $100 − $30 = $1,370 and each payment once', async () => {
      for (const device of [phone, laptop]) {
        await expectLoanShown(device.page, loan, { balance: '$1,370.00', payments: ['$100.00', '$30.00'], paid: '$130.00', owed: '$1,370.00', start: '$1,500.00' });
      }
      // And again from a fresh start of each device, from what each has stored.
      for (const device of [phone, laptop]) {
        await device.page.reload();
        await expectLoanShown(device.page, loan, { balance: '$1,370.00', payments: ['$100.00', '$30.00'], paid: '$130.00', owed: '$1,370.00', start: '$1,500.00' });
      }
    });
  } finally {
    for (const device of devices) await device.context.close().catch(() => undefined);
    await server?.stop();
    await identity.stop();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
    rmSync(profilesDir, { recursive: true, force: true });
  }
});
