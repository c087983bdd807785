import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, expect, test, type BrowserContext, type LaunchOptions, type Page } from '@playwright/test';
import { startAuthEmulator, type RunningAuthEmulator } from '../server/src/dev/auth-emulator';
import { newEmail, signIn, signUp } from './support/accounts';
import { addDebt, debtRow, recordPayment } from './support/debts';
import { E2E_AUTH_EMULATOR_PORT, E2E_PORT } from './support/e2e-env';
import { oldBuild, oldBuildId, type OldBuild } from './support/old-build';
import { startPaydown, type PaydownServer } from './support/paydown-server';
import { waitForActiveWorker, waitForControlReloadingOnce } from './support/service-worker';

// The real deploy of a new version: an older Paydown, built from its own commit, serves two
// devices of one person; then the current build is served on the same origin over the same data
// folder (the SQLite file carries over), and each device goes through the app's update flow.
// The identity provider runs apart, as Firebase does, so accounts outlive every server.
const env = {
  PORT: String(E2E_PORT + 60),
  AUTH_EMULATOR_PORT: String(E2E_AUTH_EMULATOR_PORT + 60),
  AUTH_EMULATOR_START: 'false',
  DATA_DIR: resolve(`.tmp/e2e-upgrade-data-${E2E_PORT}`),
};
// Browser profiles on disk: IndexedDB, the service worker and its cache, and cookies outlive a
// browser that is closed and opened again, as on a real device.
const profilesDir = resolve(`.tmp/e2e-upgrade-profiles-${E2E_PORT}`);

/** Before debts had `paymentEffects`: a payment moved the stored balance with a plain `$inc`. */
const BEFORE_PAYMENT_EFFECTS = 'a8a887b';
/** Debts schema version 2: balances moved through `paymentEffects`. */
const DEBTS_SCHEMA_V2 = '67d4253';

/** The build id the suite's own build shows (vite.config.ts: PAYDOWN_BUILD_ID, else the package version). */
const currentBuildId = process.env.PAYDOWN_BUILD_ID || (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

interface Device {
  context: BrowserContext;
  page: Page;
}

interface Upgrade {
  build: OldBuild;
  /** Opens (or opens again) a device: a browser with a profile of its own on disk. */
  open(name: string): Promise<Device>;
  /** Stops the old server and serves the current build on the same origin and data folder. */
  deployCurrentVersion(): Promise<void>;
}

/** The old version built (or taken from .tmp/old-builds) and served; everything stopped after `body`. */
async function upgradeFrom(commit: string, launchOptions: LaunchOptions, body: (upgrade: Upgrade) => Promise<void>): Promise<void> {
  const build = await oldBuild(commit);
  test.info().annotations.push({
    type: 'old build',
    description: `${build.commit}: ${build.preparedInSeconds ? `dependencies + build in ${build.preparedInSeconds} s` : 'reused from .tmp/old-builds'}`,
  });
  const profiles = join(profilesDir, build.commit.slice(0, 7));
  rmSync(profiles, { recursive: true, force: true });
  const devices: Device[] = [];
  let server: PaydownServer | undefined = await startPaydown({ ...env, CLIENT_DIR: build.clientDir }, { cwd: build.dir });
  try {
    await body({
      build,
      async open(name) {
        const context = await chromium.launchPersistentContext(join(profiles, name), {
          ...launchOptions,
          baseURL: `http://127.0.0.1:${env.PORT}`,
          viewport: { width: 1280, height: 800 },
        });
        const device = { context, page: context.pages()[0] ?? (await context.newPage()) };
        devices.push(device);
        return device;
      },
      async deployCurrentVersion() {
        await server?.stop();
        server = undefined;
        server = await startPaydown(env);
      },
    });
  } finally {
    for (const device of devices) await device.context.close().catch(() => undefined);
    await server?.stop();
    rmSync(profiles, { recursive: true, force: true });
  }
}

const syncStatus = (page: Page) => page.getByTestId('sync-status');
const runningBuild = (page: Page) => page.locator('meta[name="paydown-build"]');

/** Two devices of one person on the old version, both showing a loan of $1,500 with $100 paid. */
async function twoDevicesWithALoan(upgrade: Upgrade, loan: string): Promise<{ laptop: Device; phone: Device }> {
  const laptop = await upgrade.open('laptop');
  const email = await signUp(laptop.page, newEmail('upgrade'));
  await laptop.page.goto('/debts');
  await addDebt(laptop.page, { name: loan, balance: '1500', interestRate: '0', minimumPayment: '50' });
  // The laptop goes offline later: its old version's worker must control the page.
  await waitForControlReloadingOnce(laptop.page);

  const phone = await upgrade.open('phone');
  await signIn(phone.page, email);
  await expect(phone.page).toHaveURL(/\/dashboard$/);
  await phone.page.goto('/debts');
  // The phone stays online: its old version's worker need only be installed for the update later.
  await waitForActiveWorker(phone.page);

  await recordPayment(laptop.page, loan, '100');
  for (const device of [laptop, phone]) {
    await expect(debtRow(device.page, loan).getByTestId('debt-balance')).toHaveText('$1,400.00');
    await expect(syncStatus(device.page)).toHaveAttribute('data-phase', 'synced');
  }
  return { laptop, phone };
}

/** The laptop goes offline, makes changes (`work`) and is shut before any of them can sync. */
async function offlineThenShut(laptop: Device, work: (page: Page) => Promise<void>): Promise<void> {
  await laptop.context.setOffline(true);
  await expect(syncStatus(laptop.page)).toHaveAttribute('data-phase', 'offline');
  await work(laptop.page);
  await laptop.context.close();
}

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

/**
 * The deploy: the current version is served; the phone, opened again, runs its cached old version
 * until it takes the update; then the laptop (shut while offline) opens again with its cached old
 * version, which does what it can (`whileOld`) before the laptop updates too. Returns the laptop.
 */
async function deployAndUpdate(upgrade: Upgrade, phone: Device, whileOld: (laptop: Page) => Promise<void>): Promise<Device> {
  await test.step('the current version is deployed; the phone updates', async () => {
    await upgrade.deployCurrentVersion();
    await phone.page.reload();
    await updateToCurrentVersion(phone.page);
    await expect(syncStatus(phone.page)).toHaveAttribute('data-phase', 'synced', { timeout: 30_000 });
  });
  return test.step('the laptop comes back with its cached old version, syncs what it can, then updates', async () => {
    const laptop = await upgrade.open('laptop');
    await laptop.page.goto('/debts');
    await whileOld(laptop.page);
    await updateToCurrentVersion(laptop.page);
    return laptop;
  });
}

interface Shown {
  balance: string;
  payments: string[];
  /** What the payments add up to. */
  paid: string;
  /** The balance at the start: what is owed plus what was paid. */
  start: string;
}

/**
 * Every figure of the loan as the device shows it once it says it is synced: the balance, each
 * payment once, their total, and the progress screen's paid-off and left-to-pay. Soft: one run
 * reports every wrong figure, not only the first.
 */
async function expectLoanShown(page: Page, loan: string, shown: Shown): Promise<void> {
  await page.goto('/debts');
  await expect(syncStatus(page)).toHaveAttribute('data-phase', 'synced', { timeout: 30_000 });
  await expect.soft(debtRow(page, loan).getByTestId('debt-balance')).toHaveText(shown.balance);
  await debtRow(page, loan).getByRole('button', { name: `Payments of ${loan}` }).click();
  const dialog = page.getByRole('dialog', { name: `Payments: ${loan}` });
  const rows = dialog.getByTestId('payment-row');
  await expect.soft(rows).toHaveCount(shown.payments.length);
  for (const amount of shown.payments) await expect.soft(rows.filter({ hasText: amount })).toHaveCount(1);
  const count = `${shown.payments.length} ${shown.payments.length === 1 ? 'payment' : 'payments'}`;
  await expect.soft(dialog.getByTestId('payment-total')).toHaveText(`${count} · ${shown.paid} in all`);
  await page.keyboard.press('Escape');
  await page.goto('/progress');
  await expect.soft(page.getByTestId('progress-paid')).toHaveText(`${shown.paid} of ${shown.start}`);
  await expect.soft(page.getByTestId('progress-owed')).toHaveText(shown.balance);
  await expect.soft(page.getByTestId('progress-owed-help')).toHaveText(`${shown.paid} paid so far`);
}

/** On both devices, synced; then again after each starts afresh from what it has stored. */
async function expectOnBothDevices(devices: Device[], loan: string, shown: Shown): Promise<void> {
  for (const device of devices) await expectLoanShown(device.page, loan, shown);
  for (const device of devices) {
    await device.page.reload();
    await expectLoanShown(device.page, loan, shown);
  }
}

let identity: RunningAuthEmulator | undefined;

test.beforeAll(async () => {
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  identity = await startAuthEmulator({ projectId: 'demo-paydown', port: Number(env.AUTH_EMULATOR_PORT), dataDir: env.DATA_DIR, persist: false });
});

test.afterAll(async () => {
  await identity?.stop();
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  rmSync(profilesDir, { recursive: true, force: true });
});

test(`from ${BEFORE_PAYMENT_EFFECTS} (balances moved by $inc): a payment made offline on the old version counts once on every device`, async ({ launchOptions }) => {
  // Building the old version takes about half a minute the first time (then .tmp/old-builds
  // keeps it); two server starts and two browsers with their updates follow.
  test.setTimeout(600_000);
  await upgradeFrom(BEFORE_PAYMENT_EFFECTS, launchOptions, async (upgrade) => {
    const loan = 'Family loan';
    const devices = await twoDevicesWithALoan(upgrade, loan);
    const phone = devices.phone;
    let laptop = devices.laptop;

    await test.step('the laptop, offline, records $30 and is shut', () =>
      offlineThenShut(laptop, async (page) => {
        await recordPayment(page, loan, '30');
        await expect(debtRow(page, loan).getByTestId('debt-balance')).toHaveText('$1,370.00');
      }),
    );

    laptop = await deployAndUpdate(upgrade, phone, async (oldApp) => {
      await expect(runningBuild(oldApp)).toHaveCount(0); // this old version names no build
      // Its debts and its payments are on older schema versions than the server's (payments took
      // charges at version 1): both refused (426), and the app says it must be updated. The
      // offline payment waits on the laptop and arrives once it has updated (the step below).
      await expect(syncStatus(oldApp)).toHaveAttribute('aria-label', /newer version of Paydown is needed/, { timeout: 30_000 });
    });

    await test.step('both show $1,500 − $100 − $30 = $1,370 and each payment once', async () => {
      await expectOnBothDevices([phone, laptop], loan, { balance: '$1,370.00', payments: ['$100.00', '$30.00'], paid: '$130.00', start: '$1,500.00' });
    });
  });
});

test(`from ${DEBTS_SCHEMA_V2} (debts schema v2): a payment, an edit and a deleted payment made offline on the old version all arrive`, async ({ launchOptions }) => {
  test.setTimeout(600_000);
  await upgradeFrom(DEBTS_SCHEMA_V2, launchOptions, async (upgrade) => {
    const loan = 'Family loan';
    const renamed = 'Family loan (Mum)';
    const devices = await twoDevicesWithALoan(upgrade, loan);
    const phone = devices.phone;
    let laptop = devices.laptop;

    await test.step('the laptop, offline, renames the loan, deletes the $100 payment, records $30 and is shut', () =>
      offlineThenShut(laptop, async (page) => {
        await debtRow(page, loan).getByRole('button', { name: `Edit ${loan}` }).click();
        const edit = page.getByRole('form', { name: `Edit ${loan}` });
        await edit.getByLabel('Name').fill(renamed);
        await edit.getByRole('button', { name: 'Save changes' }).click();
        await debtRow(page, renamed).getByRole('button', { name: `Payments of ${renamed}` }).click();
        const payments = page.getByRole('dialog', { name: `Payments: ${renamed}` });
        await payments.getByRole('button', { name: /^Delete payment of \$100\.00/ }).click();
        await page.getByRole('alertdialog', { name: 'Delete this payment?' }).getByRole('button', { name: 'Delete payment' }).click();
        await expect(payments.getByText('No payments recorded yet.')).toBeVisible();
        await page.keyboard.press('Escape');
        await recordPayment(page, renamed, '30');
        await expect(debtRow(page, renamed).getByTestId('debt-balance')).toHaveText('$1,470.00');
      }),
    );

    laptop = await deployAndUpdate(upgrade, phone, async (oldApp) => {
      await expect(runningBuild(oldApp)).toHaveAttribute('content', oldBuildId(upgrade.build.commit));
      // Synced, or refused for the collections whose schema version moved since (426).
      await expect(syncStatus(oldApp)).toHaveAttribute('aria-label', /^Synced |newer version of Paydown is needed/, { timeout: 30_000 });
    });

    await test.step('both show the new name, $1,500 − $30 = $1,470 and only the $30 payment', async () => {
      await expectOnBothDevices([phone, laptop], renamed, { balance: '$1,470.00', payments: ['$30.00'], paid: '$30.00', start: '$1,500.00' });
    });
  });
});
