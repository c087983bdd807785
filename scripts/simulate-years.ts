/**
 * `npm run bench:years` (node --import tsx scripts/simulate-years.ts): years of one person's use of
 * Paydown on three devices, through the app's real data layer and replication against the real
 * server store, on a simulated clock; per simulated quarter it prints how big the documents, the
 * databases and the traffic have grown, and how long a fresh browser takes to show that data.
 * What the columns mean and how each is measured: docs/testing.md, "Years of use".
 *
 * Options: --seed=N --years=N --quarters-with-browser=all|none|every-N|1,4,… --history=off|on
 * --horizon-days=N (see scripts/years/flags.ts). It starts the Auth emulator, the Paydown server
 * and Chromium only for the quarters with a browser, on 127.0.0.1, and stops all of them at the
 * end, also on failure or Ctrl-C. It prints numbers and never asserts them.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { onCleanup, runBench } from './bench-support/cleanups';
import { startColdStartBench, quarterDataDir, type Account, type ColdStartBench } from './years/cold-start';
import { parseYearsFlags, type YearsFlags } from './years/flags';
import { divergence, holdingsOnceInSync } from './years/converged';
import { historyEnvironment, historyFoldPolicy, historyNote } from './years/history';
import { openHousehold, DEVICE_NAMES } from './years/household';
import { Life } from './years/life';
import { copyServerFile, measureLocalDatabase, measureServerDocuments } from './years/measure';
import { seededRandom } from './bench-support/seeded-random';
import { printQuarters, type QuarterRow } from './years/report';
import { driveDateNow, simulatedClock } from './years/simulated-clock';

const DAY_MS = 86_400_000;
/** The simulated life starts here (fixed, so a seed always lives the same days). */
const START = Date.UTC(2023, 0, 1);

const log = (line: string) => process.stderr.write(`${line}\n`);
const rows: QuarterRow[] = [];
const notes: string[] = [];

/** A port for something this bench starts: next to E2E_PORT when it is set (a shared machine), else any free one. */
async function benchPort(offset: number): Promise<number> {
  const { freePort } = await import('../server/src/dev/auth-emulator');
  const base = Number(process.env.E2E_PORT);
  return Number.isInteger(base) && base > 0 ? base + offset : freePort();
}

async function run(flags: YearsFlags, serverEnv: Record<string, string>): Promise<void> {
  Object.assign(process.env, serverEnv);
  notes.push(`seed ${flags.seed}, ${flags.years} years from ${new Date(START).toISOString().slice(0, 10)}; ${historyNote(flags)}`);

  mkdirSync('.tmp', { recursive: true });
  const workDir = resolve(mkdtempSync(join('.tmp', 'years-')));
  onCleanup('work folder', async () => rmSync(workDir, { recursive: true, force: true }));

  let uid = 'simulated-person';
  let account: Account | null = null;
  let coldStarts: ColdStartBench | null = null;
  if (flags.browserQuarters.size > 0) {
    const { startAuthEmulator } = await import('../server/src/dev/auth-emulator');
    const { createTestAccount } = await import('../server/test/emulator-accounts');
    const emulatorPort = await benchPort(2);
    log('Starting the Auth emulator…');
    const emulator = await startAuthEmulator({ projectId: 'demo-paydown', port: emulatorPort, dataDir: join(workDir, 'emulator'), persist: false });
    onCleanup('Auth emulator', () => emulator.stop());
    // The simulated person is a real account, so that a browser can sign in and see their data.
    const created = await createTestAccount(emulatorPort, `years-${flags.seed}-${Date.now().toString(36)}@example.com`);
    uid = created.uid;
    account = { email: created.email, password: created.password };
    coldStarts = await startColdStartBench(emulatorPort, () => benchPort(1), log);
  }

  const clock = simulatedClock(START);
  // Operations are dated by Date.now (RxDB's CRDT plugin): the simulated clock drives it from
  // before the devices open to the end (scripts/years/simulated-clock.ts says why).
  const restoreDateNow = driveDateNow(clock);
  onCleanup('the real Date.now', async () => restoreDateNow());
  const storeFile = join(workDir, 'simulation.sqlite');
  const household = await openHousehold(uid, storeFile, clock, Date.now().toString(36), historyFoldPolicy(flags, clock));
  onCleanup('simulated devices', () => household.close());
  const life = new Life(household, clock, seededRandom(flags.seed));

  const began = performance.now();
  await life.begin(START);
  let day = START + DAY_MS;
  let changesBefore = 0;
  for (let quarter = 1; quarter <= flags.years * 4; quarter++) {
    const quarterStarted = performance.now();
    const end = Date.UTC(2023, quarter * 3, 1);
    for (; day < end; day += DAY_MS) await life.liveDay(day);
    const transfer = household.takeTransfer();
    const changes = life.stats.changes - changesBefore;
    changesBefore = life.stats.changes;

    const documents = await measureServerDocuments(household.server);
    const local = Object.fromEntries(
      await Promise.all(DEVICE_NAMES.map(async (name) => [name, await measureLocalDatabase(household.devices[name].databaseName)] as const)),
    ) as QuarterRow['localBytes'];
    const dataDir = quarterDataDir(workDir, quarter);
    mkdirSync(dataDir, { recursive: true });
    const serverFileBytes = copyServerFile(storeFile, join(dataDir, 'paydown.sqlite'));
    const simulatedSeconds = (performance.now() - quarterStarted) / 1000;

    let coldStart = null;
    if (coldStarts && account && flags.browserQuarters.has(quarter)) {
      log(`Q${quarter}: cold start in a browser on this quarter's data…`);
      coldStart = await coldStarts.run(dataDir, account, documents.payments, serverEnv);
    }
    rmSync(dataDir, { recursive: true, force: true });
    const row: QuarterRow = {
      quarter,
      label: `${new Date(end - DAY_MS).getUTCFullYear()} Q${((quarter - 1) % 4) + 1}`,
      documents,
      serverFileBytes,
      localBytes: local,
      changes,
      transfer,
      coldStart,
      simulatedSeconds,
    };
    rows.push(row);
    log(`Q${quarter} done: ${documents.count} documents, largest ${documents.largest.bytes} B, ${changes} changes, ${simulatedSeconds.toFixed(1)} s`);
  }
  // Every device back online: each must hold what the server holds (with or without folds).
  const differing = divergence(await holdingsOnceInSync(household));
  if (differing.length > 0) throw new Error(`the devices did not converge with the server: ${differing.join('; ')}`);
  notes.push('at the end, back online, every device holds exactly the documents the server holds');
  const { stats } = life;
  notes.push(
    `${stats.opens} opens (${stats.offlineOpens} offline), ${stats.changes} changes, ${stats.debtsAdded} debts added, ${stats.debtsPaidOff} paid off, ${stats.plansSaved} plans saved; simulated in ${((performance.now() - began) / 1000).toFixed(0)} s`,
  );
}

let flags: YearsFlags;
let serverEnv: Record<string, string>;
try {
  flags = parseYearsFlags(process.argv.slice(2));
  serverEnv = historyEnvironment(flags);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
void runBench('bench:years', () => run(flags, serverEnv), () => printQuarters(rows, notes));
