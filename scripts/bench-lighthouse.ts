/**
 * `npm run bench:lighthouse` (node --import tsx scripts/bench-lighthouse.ts): Lighthouse's
 * performance score, time to interactive and JavaScript transfer size of the built app, for
 * - the login page (a first visit: signed out, nothing cached),
 * - the dashboard, signed in, with the service worker and every cache cleared (Lighthouse's default
 *   storage reset clears service workers, Cache Storage and the HTTP cache but keeps IndexedDB,
 *   localStorage and cookies: Firebase's sign-in, the local data and the last-seen dashboard's
 *   start-up copy survive it, as on a phone whose browser dropped the app's caches),
 * - the dashboard as a repeat visit (`disableStorageReset`: the service worker answers),
 * - the same account's dashboard once it has three debts (added through the Debts screen): the
 *   figures, the debt-free date of the strategy comparison and the payments due that most people
 *   see, where the first two rows show a new account's welcome,
 * each with Lighthouse's default mobile emulation (Moto G Power, slow 4G, 4x CPU slowdown; what
 * the target of 95 refers to) and with its desktop settings.
 *
 * It builds the client when CLIENT_DIR (dist/ by default) is missing or older than the sources,
 * starts the Paydown server with an Auth emulator on free ports, drives Debian's Chromium through
 * puppeteer-core (Lighthouse's own), and stops everything at the end, also on failure or Ctrl-C.
 * It prints numbers and never fails on them: the target is reported as met or not met.
 * Options: --runs=N (median of N runs per row, default 1), --emulation=mobile|desktop (default
 * both), --pages=login,dashboard,repeat,debts (default all four: the rows above, in that order),
 * --json=DIR (also write each Lighthouse result there, to look into what it blames; with --traces,
 * each run's trace too, with JavaScript samples, which DevTools' Performance panel opens),
 * --cpu-slowdown=N (the mobile emulation's CPU slowdown instead of Lighthouse's 4x: on a fast host,
 * 6 or 8 shows how much room a page has before a slower phone, or a busier host, costs it points).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { childPids, killIfAlive } from './bench-support/child-processes';
import { onCleanup, runBench } from './bench-support/cleanups';
import { readCpuTimes, stealShare } from './bench-support/cpu-steal';
import { ensureClientBuilt } from './bench-support/client-build';
import { PERFORMANCE_TARGET, blamed, formatTable, measure, medianRun, recordingFailed, type FormFactor, type LhrLike, type Measurement } from './lighthouse-summary';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const RUNS = Math.max(1, Number(args.get('runs') ?? 1));
const CLIENT_DIR = resolve(process.env.CLIENT_DIR || 'dist');
const CHROMIUM = process.env.PAYDOWN_CHROMIUM ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const FORM_FACTORS = (args.get('emulation') ?? 'mobile,desktop').split(',').filter((value): value is FormFactor => value === 'mobile' || value === 'desktop');
const JSON_DIR = args.get('json');
const TRACES = args.has('traces');
if (TRACES && !JSON_DIR) throw new Error('--traces: give --json=DIR too (the traces are written there)');
const CPU_SLOWDOWN = args.has('cpu-slowdown') ? Number(args.get('cpu-slowdown')) : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1 && CPU_SLOWDOWN <= 20)) throw new Error('--cpu-slowdown: a number from 1 to 20 (Lighthouse\'s mobile default is 4)');
const PAGE_KEYS = ['login', 'dashboard', 'repeat', 'debts'] as const;
type PageKey = (typeof PAGE_KEYS)[number];
const PAGES = new Set((args.get('pages') ?? PAGE_KEYS.join(',')).split(','));
const unknownPages = [...PAGES].filter((key) => !(PAGE_KEYS as readonly string[]).includes(key));
if (unknownPages.length > 0) throw new Error(`--pages: unknown ${unknownPages.join(', ')} (choose from ${PAGE_KEYS.join(', ')})`);
const measured = (key: PageKey) => PAGES.has(key);

const log = (line: string) => process.stderr.write(`${line}\n`);
/** This machine's CPU times when the measurements start (for the steal printed with the results). */
let cpuAtStart: ReturnType<typeof readCpuTimes> = null;

async function ensureBuilt(): Promise<void> {
  await ensureClientBuilt(CLIENT_DIR, log, (child) => {
    onCleanup('vite build', async () => child.exitCode === null && child.kill('SIGKILL'));
  });
}

/** Signs up through the login page, as a person would; Firebase keeps the session in IndexedDB. */
async function signUp(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`, { waitUntil: 'load' });
  await page.locator('::-p-aria([name="Create account"][role="tab"])').click();
  await page.locator('input[name="email"]').fill(`lighthouse-${randomUUID().slice(0, 8)}@example.com`);
  await page.locator('input[name="password"]').fill('paydown-bench-password');
  await page.locator('form button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 60_000 });
}

/** The debts of the second dashboard measured: what most people's dashboard shows (figures, a debt-free date). */
const BENCH_DEBTS = [
  { name: 'Visa card', balance: '4200', interestRate: '22.9', minimumPayment: '120' },
  { name: 'Car loan', balance: '11800', interestRate: '6.4', minimumPayment: '310' },
  { name: 'Store card', balance: '850', interestRate: '27.5', minimumPayment: '35' },
];

/** Adds the debts through the Debts screen's form, as a person would, and waits until all are listed. */
async function addDebts(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/debts`, { waitUntil: 'load' });
  for (const debt of BENCH_DEBTS) {
    for (const [field, value] of Object.entries(debt)) {
      const input = await page.locator(`form[aria-label="Add a debt"] input[name="${field}"]`).waitHandle();
      await input.type(value);
    }
    await page.locator('form[aria-label="Add a debt"] button[type="submit"]').click();
    // Saved: the debt is listed and the form is empty again for the next one.
    await page.waitForFunction(
      (name) => document.body.innerText.includes(name) && document.querySelector<HTMLInputElement>('form[aria-label="Add a debt"] input[name="name"]')?.value === '',
      { timeout: 30_000 },
      debt.name,
    );
  }
}

/**
 * Opens the dashboard and waits until its start-up copy (client/src/start-up) shows `text`: the
 * copy a person's next start paints, saved once the page is idle. Every measured signed-in start
 * then begins as a returning person's does, whichever pages are measured.
 */
async function saveStartUpCopy(page: Page, url: string, text: string): Promise<void> {
  await page.goto(`${url}/dashboard`, { waitUntil: 'load' });
  await page.waitForFunction((wanted) => localStorage.getItem('paydown:screen-snapshot')?.includes(wanted) ?? false, { timeout: 60_000 }, text);
}

/** Loads the dashboard until the service worker controls it, so a repeat visit is answered by it. */
async function installServiceWorker(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/dashboard`, { waitUntil: 'load' });
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated' && navigator.serviceWorker.controller !== null,
    { timeout: 60_000 },
  );
}

interface Scenario {
  label: string;
  path: string;
  repeatVisit: boolean;
}

async function audit(page: Page, url: string, scenario: Scenario, formFactor: FormFactor): Promise<{ measurement: Measurement; lhr: LhrLike }> {
  const runs: Array<{ measurement: Measurement; lhr: LhrLike }> = [];
  for (let run = 1; run <= RUNS; run++) {
    log(`Lighthouse: ${scenario.label}, ${formFactor}${RUNS > 1 ? `, run ${run} of ${RUNS}` : ''}…`);
    if (scenario.repeatVisit) await installServiceWorker(page, url);
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableStorageReset: scenario.repeatVisit,
      maxWaitForLoad: 60_000,
      // JavaScript samples in the saved traces (which functions ran in each task); costs a little time.
      ...(TRACES ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      // Lighthouse merges this into its mobile throttling and keeps the rest (slow 4G, its RTTs).
      ...(CPU_SLOWDOWN !== undefined && formFactor === 'mobile' ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    };
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    let result = await lighthouse(`${url}${scenario.path}`, flags, config, page);
    for (let retry = 1; retry <= 2 && result; retry++) {
      const failure = recordingFailed(result.lhr as unknown as LhrLike);
      if (!failure) break;
      log(`  Lighthouse could not record the page (${failure}); trying again…`);
      if (scenario.repeatVisit) await installServiceWorker(page, url);
      result = await lighthouse(`${url}${scenario.path}`, flags, config, page);
    }
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr as unknown as LhrLike;
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== scenario.path) throw new Error(`${scenario.label}: Lighthouse ended on ${landed}, not ${scenario.path} (signed out?)`);
    runs.push({ measurement: measure(scenario.label, formFactor, lhr), lhr });
    if (JSON_DIR) {
      mkdirSync(JSON_DIR, { recursive: true });
      const name = `${scenario.label.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}-${formFactor}-${run}.json`.toLowerCase();
      writeFileSync(join(JSON_DIR, name), JSON.stringify(result.lhr, null, 1));
      // The page's trace as recorded (tasks at this machine's speed: the slowdown is simulated), for DevTools' Performance panel.
      if (TRACES) writeFileSync(join(JSON_DIR, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
    }
  }
  const median = medianRun(runs.map((run) => ({ ...run, score: run.measurement.score })));
  return { measurement: median.measurement, lhr: median.lhr };
}

async function run(): Promise<Array<{ measurement: Measurement; lhr: LhrLike }>> {
  if (!CHROMIUM) throw new Error('No Chromium found: install Debian\'s chromium or set PAYDOWN_CHROMIUM');
  await ensureBuilt();
  const { freePort } = await import('../server/src/dev/auth-emulator');
  const { startPaydown } = await import('../e2e/support/paydown-server');

  mkdirSync('.tmp', { recursive: true });
  const workDir = resolve(mkdtempSync(join('.tmp', 'bench-lighthouse-')));
  onCleanup('work folder', async () => rmSync(workDir, { recursive: true, force: true }));

  log('Starting the Paydown server and its Auth emulator…');
  const childrenBefore = childPids();
  // A server that never says it is running is left behind by startPaydown: end it ourselves.
  onCleanup('server process', async () => childPids().filter((pid) => !childrenBefore.includes(pid)).forEach(killIfAlive));
  const server = await startPaydown({
    PORT: String(await freePort()),
    AUTH_EMULATOR_PORT: String(await freePort()),
    DATA_DIR: join(workDir, 'data'),
    CLIENT_DIR,
    LOG_LEVEL: 'warn',
  });
  onCleanup('Paydown server', () => server.stop());

  const browser: Browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true, // puppeteer passes --headless=new
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  onCleanup('Chromium', () => browser.close());
  const page = await browser.newPage();
  cpuAtStart = readCpuTimes();

  const results: Array<{ measurement: Measurement; lhr: LhrLike }> = [];
  const login: Scenario = { label: 'login', path: '/login', repeatVisit: false };
  if (measured('login')) for (const formFactor of FORM_FACTORS) results.push(await audit(page, server.url, login, formFactor));
  if (!measured('dashboard') && !measured('repeat') && !measured('debts')) return results;

  log('Signing up…');
  await signUp(page, server.url);
  await saveStartUpCopy(page, server.url, 'Welcome to Paydown');
  const scenarios: Scenario[] = [
    ...(measured('dashboard') ? [{ label: 'dashboard (signed in)', path: '/dashboard', repeatVisit: false }] : []),
    ...(measured('repeat') ? [{ label: 'dashboard, repeat visit (service worker)', path: '/dashboard', repeatVisit: true }] : []),
  ];
  for (const scenario of scenarios) for (const formFactor of FORM_FACTORS) results.push(await audit(page, server.url, scenario, formFactor));
  if (!measured('debts')) return results;

  log(`Adding ${BENCH_DEBTS.length} debts…`);
  await addDebts(page, server.url);
  await saveStartUpCopy(page, server.url, BENCH_DEBTS[0]!.name);
  const withDebts: Scenario = { label: `dashboard with ${BENCH_DEBTS.length} debts`, path: '/dashboard', repeatVisit: false };
  for (const formFactor of FORM_FACTORS) results.push(await audit(page, server.url, withDebts, formFactor));
  return results;
}

function report(results: Array<{ measurement: Measurement; lhr: LhrLike }>): void {
  const order = (row: Measurement) => (row.formFactor === 'mobile' ? 0 : 1);
  const rows = results.map((result) => result.measurement).sort((a, b) => order(a) - order(b));
  console.log(`\nLighthouse performance (${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'} each; target ${PERFORMANCE_TARGET} with the default mobile emulation)\n`);
  if (CPU_SLOWDOWN !== undefined) {
    console.log(`Mobile rows use a ${CPU_SLOWDOWN}x CPU slowdown (--cpu-slowdown), not the default 4x: they show the margin, not the target.\n`);
  }
  console.log(formatTable(rows));
  // Lighthouse slows the CPU down 4x for mobile on top of this machine's own speed.
  const benchmark = results[0]?.lhr.environment?.benchmarkIndex;
  if (benchmark !== undefined) console.log(`\nThis machine's Lighthouse benchmarkIndex: ${Math.round(benchmark)} (a typical desktop is about 1000-2000).`);
  const steal = stealShare(cpuAtStart, readCpuTimes());
  if (steal !== null) {
    console.log(
      `CPU time this virtual machine's host gave to other guests during the measurements (steal): ${Math.round(steal * 100)}%; ` +
        `the mobile emulation multiplies the page's tasks, stolen time included, by ${CPU_SLOWDOWN ?? 4}.`,
    );
  }
  const mobile = rows.filter((row) => row.formFactor === 'mobile');
  if (mobile.length > 0) console.log(`\nMobile (${CPU_SLOWDOWN === undefined ? 'default emulation' : `${CPU_SLOWDOWN}x CPU slowdown`}): ${mobile.map((row) => `${row.page} ${row.score}`).join(', ')}`);
  for (const { measurement, lhr } of results) {
    if (measurement.score >= PERFORMANCE_TARGET) continue;
    const blames = blamed(lhr);
    if (blames.length === 0) continue;
    console.log(`\nWhat Lighthouse blames, ${measurement.page} (${measurement.formFactor}, ${measurement.score}):`);
    for (const blame of blames) console.log(`  - ${blame.title}${blame.detail ? ` (${blame.detail})` : ''}`);
  }
}

void runBench('bench:lighthouse', async () => report(await run()));
