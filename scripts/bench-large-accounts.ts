/**
 * `npm run bench:large` (node --import tsx scripts/bench-large-accounts.ts): how Paydown holds up
 * with large accounts. For each size (S: 5 debts, 50 payments; M: 25 debts, 2,000 payments; L: 100
 * debts, 10,000 payments, 30 saved plans; scripts/bench-support/large-account.ts), back to back, in
 * Chromium against the built app served by the real server on 127.0.0.1 with the Auth emulator:
 * a fresh account imports the file through Settings, then every screen is opened, the Debts screen
 * used, a new device signs in and syncs, the first device starts cold; with the main thread's long
 * tasks and the storage used. Prints one table with the sizes side by side; never asserts timings.
 *
 * Options: --sizes=S,M,L  --only=screens,debts,sync,cold (the import always runs)  --seed=N.
 * Ports: E2E_PORT + 1 (server) and + 2 (Auth emulator) when E2E_PORT is set, else free ones.
 * Everything it starts is stopped at the end, also on failure or Ctrl-C.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { exportFileName } from '../client/src/data/transfer/export-envelope';
import { ensureBuilt, launchChromium, signUpOnPage, startPaydownServer } from './bench-support/browser-stack';
import { onCleanup, runBench, withTimeout } from './bench-support/cleanups';
import { ACCOUNT_SIZE_NAMES, ACCOUNT_SIZES, EXPORTED_AT, accountExportText, type AccountSize } from './bench-support/large-account';
import { measureDebtsInteractions } from './large/debts-interactions';
import { measureColdStart, measureFirstSync, storageUsage } from './large/devices';
import { Figures } from './large/figures';
import { importThroughSettings } from './large/import-step';
import { PAGE_PROBES } from './large/page-probes';
import { measureScreenChanges } from './large/screen-changes';
import { serverBytesOf } from './large/server-bytes';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const SIZES = (args.get('sizes') ?? ACCOUNT_SIZE_NAMES.join(',')).split(',').map((size) => size.trim().toUpperCase()) as AccountSize[];
const ONLY = new Set((args.get('only') ?? 'screens,debts,sync,cold').split(','));
const SEED = Number(args.get('seed') ?? 1);
/** Each size must finish within this, so a stuck step cannot keep the run going. */
const PER_SIZE_MS = 20 * 60_000;
const CLIENT_DIR = resolve(process.env.CLIENT_DIR || 'dist');
const PASSWORD = 'paydown-bench-password';

const log = (line: string) => process.stderr.write(`${line}\n`);
const figures = new Figures();
const notes: string[] = [];
const measured: AccountSize[] = [];

for (const size of SIZES) if (!ACCOUNT_SIZE_NAMES.includes(size)) throw new Error(`--sizes: ${size} is not one of ${ACCOUNT_SIZE_NAMES.join(', ')}`);

void runBench('bench:large', run, printReport);

async function run(): Promise<void> {
  const { freePort, startAuthEmulator } = await import('../server/src/dev/auth-emulator');
  mkdirSync('.tmp', { recursive: true });
  const workDir = resolve(mkdtempSync(join('.tmp', 'bench-large-')));
  onCleanup('work folder', async () => rmSync(workDir, { recursive: true, force: true }));
  await ensureBuilt(CLIENT_DIR, log);

  const base = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : null;
  const serverPort = base ? base + 1 : await freePort();
  const emulatorPort = base ? base + 2 : await freePort();
  log('Starting the Auth emulator, the Paydown server and Chromium…');
  const emulator = await startAuthEmulator({ projectId: 'demo-paydown', port: emulatorPort, dataDir: join(workDir, 'emulator'), persist: false });
  onCleanup('Auth emulator', () => emulator.stop());
  const dataDir = join(workDir, 'paydown');
  const { url: baseURL } = await startPaydownServer({ PORT: String(serverPort), AUTH_EMULATOR_PORT: String(emulatorPort), DATA_DIR: dataDir, CLIENT_DIR });
  const browser = await launchChromium();
  notes.push(`Chromium ${browser.version()}; server ${baseURL} (SQLite); seed ${SEED}.`);

  const failures: string[] = [];
  for (const size of SIZES) {
    log(`\n${size}: ${ACCOUNT_SIZES[size].debts} debts, ${ACCOUNT_SIZES[size].payments.toLocaleString('en-US')} payments…`);
    try {
      await withTimeout(measureSize(browser, baseURL, workDir, join(dataDir, 'paydown.sqlite'), size), PER_SIZE_MS, `the ${size} account`);
      measured.push(size);
    } catch (error) {
      failures.push(`${size}: ${(error as Error).message}`);
      notes.push(`${size} stopped early: ${(error as Error).message.split('\n')[0]}`);
      if (!measured.includes(size)) measured.push(size);
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n'));
}

async function measureSize(browser: Browser, baseURL: string, workDir: string, sqliteFile: string, size: AccountSize): Promise<void> {
  const text = accountExportText(size, SEED);
  const file = join(workDir, size, exportFileName('export', new Date(EXPORTED_AT), 'json'));
  mkdirSync(join(workDir, size), { recursive: true });
  writeFileSync(file, text);
  figures.set(size, 'export file', 'bytes', Buffer.byteLength(text));

  const credentials = { email: `large-${size.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD };
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(PAGE_PROBES);
    const page = await context.newPage();
    page.on('pageerror', (error) => log(`page (${size}): ${error.message}`));
    await signUpOnPage(page, credentials.email, credentials.password);
    log(`${size}: importing through Settings…`);
    await importThroughSettings(page, file, size, figures);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByTestId('dashboard-total-debt').waitFor({ timeout: 120_000 });
    // Everything on the server before another device signs in or the first one restarts.
    figures.set(size, 'import: until synced', 'ms', await untilSynced(page));
    if (ONLY.has('screens')) {
      log(`${size}: screen changes…`);
      await measureScreenChanges(page, size, figures);
    }
    let paymentsRecorded = 0;
    if (ONLY.has('debts')) {
      log(`${size}: the Debts screen…`);
      await measureDebtsInteractions(page, size, figures);
      paymentsRecorded = 1;
      figures.set(size, 'Debts: then until synced', 'ms', await untilSynced(page));
    }
    const { uid } = (await page.evaluate(async () => (await fetch('/api/session')).json())) as { uid: string };
    if (ONLY.has('sync')) {
      log(`${size}: a new device's first sync…`);
      const counts = ACCOUNT_SIZES[size];
      await measureFirstSync(browser, baseURL, credentials, { debts: counts.debts, payments: counts.payments + paymentsRecorded }, size, figures);
    }
    if (ONLY.has('cold')) {
      log(`${size}: a cold start…`);
      await measureColdStart(page, size, figures);
    } else {
      figures.set(size, 'first device: IndexedDB usage', 'bytes', await storageUsage(page));
    }
    const server = serverBytesOf(sqliteFile, uid);
    figures.set(size, 'server: documents of the account', 'count', server.documents);
    figures.set(size, 'server: bytes of the account', 'bytes', server.bytes);
  } finally {
    await context.close();
  }
}

/** Milliseconds until the header says everything reached the server, or what it says after 5 minutes. */
async function untilSynced(page: Page): Promise<number | string> {
  const started = Date.now();
  const badge = page.getByTestId('sync-status');
  try {
    await page.locator('[data-testid="sync-status"][data-phase="synced"]').waitFor({ timeout: 300_000 });
    return Date.now() - started;
  } catch {
    return `not synced: ${await badge.getAttribute('data-phase')}`;
  }
}

function printReport(): void {
  console.log('\n## Paydown large accounts');
  console.log(`${new Date().toISOString()} · Node ${process.version} · ${cpus().length} CPUs · load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  if (measured.length > 0) console.log(`${figures.table(ACCOUNT_SIZE_NAMES.filter((size) => measured.includes(size)))}\n`);
  for (const note of [
    ...notes,
    'Times are wall time in the page (ms); "longest task" is the longest main-thread long task (PerformanceObserver "longtask") from the action until the page was quiet for 500 ms.',
    'n/a: the screen has no such control (found by role and name), or the browser cannot measure it.',
  ]) {
    console.log(`- ${note}`);
  }
}
