/**
 * `npm run bench:capacity` (node --import tsx scripts/bench-capacity.ts): what one Paydown server
 * holds, measured (docs/capacity.md reads its figures).
 *
 * Starts a Firebase Auth emulator and a throwaway PostgreSQL on 127.0.0.1, bulk-loads `--accounts`
 * synthetic accounts (capacity-accounts.ts) into PostgreSQL and into an SQLite file, signs in
 * `--devices` devices of each of the first `--active` accounts (capacity-sessions.ts), then runs
 * the real server (server/src/start.ts, each instance its own process) in each configuration:
 * the SQLite default alone, then 1, 2, 4… instances (`--instances`) on the one PostgreSQL. A load
 * generator in a child process (capacity-load.ts) plays the devices: one stream each, pulls on
 * change events, a payment every `--push-interval` seconds and a debt edit every other one, for
 * `--duration` seconds. A diagnostic run repeats one instance with PostgreSQL's synchronous_commit
 * off (how much of its latency is commit flushes), and what PostgreSQL waited on is sampled during
 * each load. Then one instance's streams are stepped up (`--max-streams`) under a light fixed
 * load, until errors or latency degrade. `--only=sqlite,postgres,async-commit,streams` picks parts.
 *
 * Prints latency percentiles, throughput, memory and CPU per instance, memory per stream and the
 * database size per account. Every load is bounded in count and time; every process started and
 * the database are stopped at the end, also on failure or Ctrl-C. It never asserts timings.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { childPids, killIfAlive } from './bench-support/child-processes';
import { onCleanup, runBench, withTimeout } from './bench-support/cleanups';
import type { LoadCommand, LoadMessage, LoadResult, LoadSetup } from './bench-support/capacity-load';
import { postgresSyncBytes, seedAccounts, type SeedResult } from './bench-support/capacity-seed';
import { openBenchSessions } from './bench-support/capacity-sessions';
import { readCpuTimes, stealShare } from './bench-support/cpu-steal';
import { markdownTable } from './bench-support/markdown-table';
import { sampleWaits } from './bench-support/postgres-waits';
import { readProcessStats } from './bench-support/process-stats';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const numberArg = (name: string, fallback: number, min: number, max: number): number => {
  const value = Number(args.get(name) ?? fallback);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${name} must be a number from ${min} to ${max}`);
  return value;
};
const ACCOUNTS = numberArg('accounts', 10_000, 10, 200_000);
const ACTIVE = Math.min(ACCOUNTS, numberArg('active', 300, 1, 5_000));
const DEVICES = numberArg('devices', 3, 1, 5);
const DURATION_S = numberArg('duration', 30, 5, 600);
const PUSH_INTERVAL_S = numberArg('push-interval', 30, 1, 600);
const INSTANCES = (args.get('instances') ?? '1,2,4').split(',').map(Number);
const MAX_STREAMS = numberArg('max-streams', 6_000, 100, 16_000);
const STEP_SECONDS = numberArg('step-duration', 12, 5, 120);
const only = new Set((args.get('only') ?? 'sqlite,postgres,async-commit,streams').split(','));
if (INSTANCES.some((n) => !Number.isInteger(n) || n < 1 || n > 6)) throw new Error('--instances must be a list of 1 to 6 (PostgreSQL allows 200 connections; each instance takes up to 27)');

/** 127.0.0.1 ports of this benchmark: the emulator, then one per server instance. */
const BASE_PORT = Number(process.env.BENCH_CAPACITY_PORT ?? 4400);
const EMULATOR_PORT = BASE_PORT + 1;
const serverPort = (k: number) => BASE_PORT + 10 + k;
const COOKIE_SECRET = 'bench-capacity-cookie-secret-not-for-production';
const PROJECT_ID = 'demo-paydown';
const STREAMS_PER_ACCOUNT = 20; // the server's default (fastify.config.ts)

const log = (line: string) => process.stderr.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

interface InstanceFigures {
  rssIdle: number;
  rssStreams: number;
  streams: number;
  cpuShare: number;
  /** Share of the load's wall time the instance's event loop was ready but waited for a CPU. */
  runQueueShare: number;
}
interface ConfigurationRow {
  label: string;
  instances: InstanceFigures[];
  open: Extract<LoadMessage, { type: 'opened' }>;
  load: LoadResult;
  postgresCpuShare: number | null;
  /** What PostgreSQL's busy backends waited on, counted over samples every 200 ms. */
  waits: Map<string, number> | null;
  steal: number | null;
}
interface StepRow {
  streams: number;
  failed: number;
  openSeconds: number;
  rss: number;
  load: LoadResult;
  degraded: string | null;
}

const configurations: ConfigurationRow[] = [];
const steps: StepRow[] = [];
let rssNoStreams = 0;
let seeded: (SeedResult & { seconds: number; postgres: Awaited<ReturnType<typeof postgresSyncBytes>> | null; sqliteBytes: number | null }) | null = null;
let sessionsSeconds = 0;
let postgresVersion = '';
const notes: string[] = [];

void runBench('bench:capacity', run, printReport);

// ---------------------------------------------------------------------------------------------
// Set-up
// ---------------------------------------------------------------------------------------------

async function run(): Promise<void> {
  const { startAuthEmulator } = await import('../server/src/dev/auth-emulator');
  const { startThrowawayPostgres } = await import('../server/test/throwaway-postgres');
  const { createFreshDatabase } = await import('../server/test/postgres-databases');
  const { openPostgresSessionStore } = await import('../server/src/storage/postgres-session-store');
  const { openSqliteSessionStore } = await import('../server/src/storage/sqlite-session-store');

  mkdirSync('.tmp', { recursive: true });
  const workDir = resolve(mkdtempSync(join('.tmp', 'bench-capacity-')));
  onCleanup('work folder', async () => rmSync(workDir, { recursive: true, force: true }));
  const sqliteDir = join(workDir, 'sqlite');
  const sqliteFile = join(sqliteDir, 'paydown.sqlite');
  const usePostgres = only.has('postgres') || only.has('streams');

  log('Starting the Auth emulator and PostgreSQL…');
  const [startedEmulator, startedPostgres] = await Promise.allSettled([
    startAuthEmulator({ projectId: PROJECT_ID, port: EMULATOR_PORT, dataDir: join(workDir, 'emulator'), persist: false }),
    usePostgres ? startThrowawayPostgres() : null,
  ]);
  const emulator = startedEmulator.status === 'fulfilled' ? startedEmulator.value : null;
  const postgres = startedPostgres.status === 'fulfilled' ? startedPostgres.value : null;
  if (emulator) onCleanup('Auth emulator', () => emulator.stop());
  if (postgres) onCleanup('PostgreSQL', () => postgres.stop());
  for (const started of [startedEmulator, startedPostgres]) if (started.status === 'rejected') throw started.reason;
  const postgresUrl = postgres ? await createFreshDatabase(postgres.adminUrl, 'bench_capacity') : undefined;
  if (postgresUrl) postgresVersion = await queryOne(postgresUrl, 'SHOW server_version');

  log(`Seeding ${ACCOUNTS.toLocaleString('en-US')} accounts (PostgreSQL${only.has('sqlite') ? ' and SQLite' : ''})…`);
  let started = performance.now();
  const result = await seedAccounts({ accounts: ACCOUNTS, activeAccounts: ACTIVE, postgresUrl, sqliteFile: only.has('sqlite') ? sqliteFile : undefined, log });
  seeded = {
    ...result,
    seconds: (performance.now() - started) / 1000,
    postgres: postgresUrl ? await postgresSyncBytes(postgresUrl) : null,
    sqliteBytes: only.has('sqlite') ? statSync(sqliteFile).size : null,
  };

  log(`Signing in ${DEVICES} devices of each of ${ACTIVE} accounts…`);
  started = performance.now();
  const stores = [
    ...(postgresUrl ? [await openPostgresSessionStore(postgresUrl)] : []),
    ...(only.has('sqlite') ? [openSqliteSessionStore(sqliteFile)] : []),
  ];
  let cookies: string[][];
  try {
    cookies = await openBenchSessions({
      emulatorPort: EMULATOR_PORT,
      projectId: PROJECT_ID,
      cookieSecret: COOKIE_SECRET,
      uids: result.active.map((account) => account.uid),
      devicesPerAccount: DEVICES,
      stores,
      sessionDays: 5,
    });
  } finally {
    for (const store of stores) await store.close();
  }
  sessionsSeconds = (performance.now() - started) / 1000;
  // Devices in account order (account a's devices are a×DEVICES…); device k talks to instance
  // k mod n, so one account's devices spread over the instances, as behind a load balancer.
  const setup: LoadSetup = { accounts: result.active, devices: cookies.flatMap((perAccount, account) => perAccount.map((cookie) => ({ account, cookie }))) };
  const setupFile = join(workDir, 'load-setup.json');
  writeFileSync(setupFile, JSON.stringify(setup));
  seeded.active = [];

  const common = { workDir, setupFile, devices: setup.devices.length };
  if (only.has('sqlite')) await runConfiguration({ ...common, label: 'SQLite, 1 instance', instances: 1, env: { DATA_DIR: sqliteDir } });
  if (only.has('postgres') && postgresUrl) {
    for (const n of INSTANCES) await runConfiguration({ ...common, label: `PostgreSQL, ${n} instance${n > 1 ? 's' : ''}`, instances: n, env: { DATABASE_URL: postgresUrl } });
  }
  if (only.has('async-commit') && postgresUrl) {
    // Diagnostic: the same as one instance, but commits return before their WAL reaches the disk
    // (a crash may lose the last fraction of a second of acknowledged pushes). Shows how much of
    // the PostgreSQL latency is waiting for commit flushes.
    await alterDatabase(postgresUrl, 'SET synchronous_commit = off');
    try {
      await runConfiguration({ ...common, label: 'PostgreSQL, 1 instance, synchronous_commit off', instances: 1, env: { DATABASE_URL: postgresUrl } });
    } finally {
      await alterDatabase(postgresUrl, 'RESET synchronous_commit');
    }
  }
  if (only.has('streams') && postgresUrl) await stepStreams({ ...common, env: { DATABASE_URL: postgresUrl } });
}

/** ALTER DATABASE <the database of url> <change>: applies to the connections opened after it. */
async function alterDatabase(url: string, change: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`ALTER DATABASE ${new URL(url).pathname.slice(1)} ${change}`);
  } finally {
    await client.end();
  }
}

async function queryOne(url: string, sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(sql);
    return Object.values(rows[0] ?? {})[0] ?? '';
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Servers and the load generator
// ---------------------------------------------------------------------------------------------

interface Server {
  url: string;
  pid: number;
  /** Ctrl-C, as a person would (start.ts closes the app, its pools and streams). */
  stop(): Promise<void>;
}

/** Starts `count` instances of the real server (server/src/start.ts), each its own process. */
async function startServers(workDir: string, count: number, env: Record<string, string>): Promise<Server[]> {
  const { startPaydown } = await import('../e2e/support/paydown-server');
  return Promise.all(
    Array.from({ length: count }, async (_, k) => {
      const before = childPids();
      const server = startPaydown({
        PORT: String(serverPort(k)),
        HOST: '127.0.0.1',
        AUTH_EMULATOR_PORT: String(EMULATOR_PORT),
        AUTH_EMULATOR_START: 'false',
        COOKIE_SECRET,
        DATA_DIR: join(workDir, `instance-${k}`),
        CLIENT_DIR: join(workDir, 'no-client'),
        LOG_LEVEL: 'warn',
        ...env,
      });
      // The child is there as soon as it is spawned; remember it so that it is killed whatever happens.
      const pid = childPids().find((p) => !before.includes(p));
      const running = await server;
      let stopped: Promise<void> | null = null;
      const stop = () =>
        (stopped ??= withTimeout(running.stop(), 20_000, `stopping server instance ${k}`).finally(() => {
          if (pid) killIfAlive(pid);
        }));
      onCleanup(`server instance ${k}`, stop);
      if (!pid) throw new Error('could not find the server process');
      return { url: running.url.replace(/\/$/, ''), pid, stop };
    }),
  );
}

interface Generator {
  send(command: LoadCommand): Promise<LoadMessage>;
  stop(): Promise<void>;
  pid: number;
}

function startGenerator(setupFile: string): Generator {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./bench-support/capacity-load.ts', import.meta.url)), '--capacity-load'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_CAPACITY_SETUP: setupFile },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) killIfAlive(child.pid);
    await exited;
  };
  onCleanup('load generator', stop);
  let waiting: ((message: LoadMessage) => void) | null = null;
  child.on('message', (message: LoadMessage) => waiting?.(message));
  child.on('exit', (code) => waiting?.({ type: 'error', message: `the load generator exited with ${code}` }));
  return {
    pid: child.pid!,
    stop,
    async send(command) {
      const answer = new Promise<LoadMessage>((done) => (waiting = done));
      child.send(command);
      // Bounded: the longest command is a load of DURATION_S plus its settling time.
      const message = await withTimeout(answer, (DURATION_S + 120) * 1000, `the load generator's answer to ${command.type}`);
      waiting = null;
      if (message.type === 'error') throw new Error(`load generator: ${message.message}`);
      return message;
    },
  };
}

const settle = () => new Promise((done) => setTimeout(done, 2_000));
const rssOf = (pid: number) => readProcessStats(pid)?.rssBytes ?? Number.NaN;
const cpuOf = (pid: number) => readProcessStats(pid)?.cpuSeconds ?? Number.NaN;
const runQueueOf = (pid: number) => readProcessStats(pid)?.runQueueSeconds ?? Number.NaN;

/** CPU seconds of this benchmark's PostgreSQL cluster: its postmaster (found by port) and its children. */
function postgresCpuSeconds(port: number): number | null {
  try {
    const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,cputimes=,args='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, pid, ppid, cpu, command]) => ({ pid: Number(pid), ppid: Number(ppid), cpu: Number(cpu), command: command! }));
    const postmaster = rows.find((row) => /\bpostgres\b/.test(row.command) && row.command.includes(`-p ${port}`));
    if (!postmaster) return null;
    return rows.filter((row) => row.pid === postmaster.pid || row.ppid === postmaster.pid).reduce((sum, row) => sum + row.cpu, 0);
  } catch {
    return null;
  }
}

async function runConfiguration(options: { workDir: string; setupFile: string; devices: number; label: string; instances: number; env: Record<string, string> }): Promise<void> {
  const { workDir, setupFile, devices, label, instances, env } = options;
  log(`${label}: starting…`);
  const servers = await startServers(workDir, instances, env);
  const generator = startGenerator(setupFile);
  try {
    await settle();
    const rssIdle = servers.map((s) => rssOf(s.pid));
    const urls = servers.map((s) => s.url);
    log(`${label}: opening ${devices} streams…`);
    const open = (await generator.send({ type: 'open', urls, streams: devices })) as Extract<LoadMessage, { type: 'opened' }>;
    await settle();
    const rssStreams = servers.map((s) => rssOf(s.pid));
    log(`${label}: load for ${DURATION_S} s…`);
    const cpuBefore = servers.map((s) => cpuOf(s.pid));
    const queuedBefore = servers.map((s) => runQueueOf(s.pid));
    const postgresPort = env.DATABASE_URL ? Number(new URL(env.DATABASE_URL).port) : null;
    const postgresBefore = postgresPort ? postgresCpuSeconds(postgresPort) : null;
    const stealBefore = readCpuTimes();
    const waits = env.DATABASE_URL ? await sampleWaits(env.DATABASE_URL) : null;
    const started = performance.now();
    const load = (await generator.send({ type: 'load', urls, durationMs: DURATION_S * 1000, pushIntervalMs: PUSH_INTERVAL_S * 1000, pushers: devices })) as LoadResult;
    const seconds = (performance.now() - started) / 1000;
    const postgresAfter = postgresPort ? postgresCpuSeconds(postgresPort) : null;
    const waited = waits ? await waits.stop() : null;
    configurations.push({
      label,
      instances: servers.map((s, k) => ({
        rssIdle: rssIdle[k]!,
        rssStreams: rssStreams[k]!,
        streams: Math.ceil((open.open - k) / instances),
        cpuShare: (cpuOf(s.pid) - cpuBefore[k]!) / seconds,
        runQueueShare: (runQueueOf(s.pid) - queuedBefore[k]!) / seconds,
      })),
      open,
      load,
      postgresCpuShare: postgresBefore !== null && postgresAfter !== null ? (postgresAfter - postgresBefore) / seconds : null,
      waits: waited,
      steal: stealShare(stealBefore, readCpuTimes()),
    });
    await generator.send({ type: 'close' });
  } finally {
    await generator.stop();
    await stopServers(servers);
  }
}

/** Stops the instances now (the cleanups registered by startServers then have nothing left to do). */
async function stopServers(servers: Server[]): Promise<void> {
  await Promise.allSettled(servers.map((s) => s.stop()));
}

/**
 * One PostgreSQL instance: streams stepped up under a light fixed load (100 devices pushing every
 * 10 s), until opening fails, errors pass 1 % of requests, or push p95 triples (and passes 50 ms).
 */
async function stepStreams(options: { workDir: string; setupFile: string; devices: number; env: Record<string, string> }): Promise<void> {
  const { workDir, setupFile, devices, env } = options;
  // Streams go to the devices in turn (capacity-load.ts), so an account's devices get at most
  // ⌊STREAMS_PER_ACCOUNT / DEVICES⌋ each before one of its accounts would pass the server's limit (429).
  const cap = Math.min(MAX_STREAMS, devices * Math.floor(STREAMS_PER_ACCOUNT / DEVICES));
  const counts = [500, 1_000, 2_000, 4_000, 8_000, 16_000].filter((n) => n <= cap);
  if (counts.at(-1) !== cap && cap > (counts.at(-1) ?? 0)) counts.push(cap);
  log(`Streams on one instance: steps ${counts.join(', ')}…`);
  const servers = await startServers(workDir, 1, env);
  const generator = startGenerator(setupFile);
  try {
    await settle();
    const urls = [servers[0]!.url];
    rssNoStreams = rssOf(servers[0]!.pid);
    for (const count of counts) {
      const open = (await generator.send({ type: 'open', urls, streams: count })) as Extract<LoadMessage, { type: 'opened' }>;
      await settle();
      const rss = rssOf(servers[0]!.pid);
      const load = (await generator.send({ type: 'load', urls, durationMs: STEP_SECONDS * 1000, pushIntervalMs: 10_000, pushers: Math.min(100, devices) })) as LoadResult;
      const requests = load.pushes.length + load.pulls.length;
      const errorCount = Object.values(load.errors).reduce((sum, n) => sum + n, 0);
      const p95 = percentile(load.pushes, 95);
      const first = steps[0] ? percentile(steps[0].load.pushes, 95) : p95;
      const degraded =
        open.failed > 0 ? `${open.failed} streams failed to open (${Object.entries(open.errors).map(([k, v]) => `${k} ×${v}`).join(', ')})`
        : errorCount > 0.01 * Math.max(1, requests) ? `${errorCount} errors in ${requests} requests`
        : p95 > 3 * first && p95 > 50 ? `push p95 ${p95.toFixed(0)} ms, over 3× the first step's ${first.toFixed(0)} ms`
        : null;
      steps.push({ streams: open.open, failed: open.failed, openSeconds: open.seconds, rss, load, degraded });
      log(`  ${open.open} streams: RSS ${mb(rss)} MB, push p95 ${p95.toFixed(1)} ms${degraded ? ` — degraded: ${degraded}` : ''}`);
      if (degraded) break;
    }
    await generator.send({ type: 'close' });
  } finally {
    await generator.stop();
    await stopServers(servers);
  }
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const mb = (bytes: number) => fmt(bytes / 1024 / 1024, 0);
const kb = (bytes: number) => fmt(bytes / 1024, 1);
const pct = (samples: number[]) => `${fmt(percentile(samples, 50))} / ${fmt(percentile(samples, 95))} / ${fmt(percentile(samples, 99))}`;
const errorsText = (errors: Record<string, number>) => Object.entries(errors).map(([k, v]) => `${k} ×${v}`).join(', ') || 'none';

/** One table of the report and a blank line: the first column (what a row is) left-aligned, figures right-aligned. */
function printTable(headers: string[], rows: string[][]): void {
  console.log(markdownTable(headers, rows, headers.map((_, i) => i > 0)));
  console.log();
}

/** A table with one row per load configuration, named in its first column. */
function printConfigurationTable(rows: readonly ConfigurationRow[], headers: string[], cells: (row: ConfigurationRow) => string[]): void {
  printTable(['configuration', ...headers], rows.map((row) => [row.label, ...cells(row)]));
}

function printReport(): void {
  console.log('\n## Paydown capacity benchmark\n');
  console.log(
    `${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} · ${mb(totalmem())} MB RAM · Node ${process.version}` +
      `${postgresVersion ? ` · PostgreSQL ${postgresVersion}` : ''} · load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  );
  console.log(
    `Options: --accounts=${ACCOUNTS} --active=${ACTIVE} --devices=${DEVICES} --duration=${DURATION_S} --push-interval=${PUSH_INTERVAL_S} --instances=${INSTANCES.join(',')} --max-streams=${MAX_STREAMS} --step-duration=${STEP_SECONDS}\n`,
  );
  if (seeded) {
    const perAccount = (bytes: number) => kb(bytes / seeded!.accounts);
    console.log('### Data\n');
    printTable(
      ['what', 'value'],
      [
        ['accounts', seeded.accounts.toLocaleString('en-US')],
        ['documents (per account)', `${seeded.documents.toLocaleString('en-US')} (${fmt(seeded.documents / seeded.accounts)})`],
        ['document JSON per account', `${perAccount(seeded.jsonBytes)} KB`],
        ...(seeded.postgres
          ? [
              ['PostgreSQL per account (sync_documents + sync_users, pg_total_relation_size)', `${perAccount(seeded.postgres.documents + seeded.postgres.users)} KB`],
              ['PostgreSQL database (pg_database_size)', `${mb(seeded.postgres.database)} MB`],
            ]
          : []),
        ...(seeded.sqliteBytes !== null ? [['SQLite file per account', `${perAccount(seeded.sqliteBytes)} KB (file ${mb(seeded.sqliteBytes)} MB)`]] : []),
        ['bulk load time (both stores)', `${fmt(seeded.seconds)} s`],
        ['signing in the devices (Auth emulator + session store)', `${fmt(sessionsSeconds)} s`],
      ],
    );
  }
  if (configurations.length > 0) {
    console.log(`### Mixed load: ${ACTIVE} accounts active, ${DEVICES} devices each, a payment every ${PUSH_INTERVAL_S} s per device and a debt edit every other time, ${DURATION_S} s\n`);
    printConfigurationTable(
      configurations,
      ['streams', 'push n', 'push p50/p95/p99 ms', 'pull n', 'pull p50/p95/p99 ms', 'payment on the other devices p50/p95/p99 ms', 'stream events', 'requests/s', 'conflicts', 'errors'],
      (c) => [
        String(c.open.open),
        String(c.load.pushes.length),
        pct(c.load.pushes),
        String(c.load.pulls.length),
        pct(c.load.pulls),
        pct(c.load.propagation),
        String(c.load.events),
        fmt((c.load.pushes.length + c.load.pulls.length) / c.load.seconds, 0),
        String(c.load.conflicts),
        errorsText(c.load.errors),
      ],
    );
    printConfigurationTable(
      configurations,
      ['streams open in s', 're-pull on open s', 'RSS per instance, 0 streams MB', 'RSS with streams MB', 'KB per stream', 'CPU per instance (1 = a core)', 'event loop waiting for a CPU', 'PostgreSQL CPU', 'generator CPU', 'steal'],
      (c) => [
        fmt(c.open.seconds),
        fmt(c.open.repullSeconds),
        c.instances.map((i) => mb(i.rssIdle)).join(', '),
        c.instances.map((i) => mb(i.rssStreams)).join(', '),
        c.instances.map((i) => kb((i.rssStreams - i.rssIdle) / i.streams)).join(', '),
        c.instances.map((i) => fmt(i.cpuShare, 2)).join(', '),
        c.instances.map((i) => `${fmt(i.runQueueShare * 100, 0)} %`).join(', '),
        c.postgresCpuShare === null ? '–' : fmt(c.postgresCpuShare, 2),
        fmt(c.load.cpuSeconds / c.load.seconds, 2),
        c.steal === null ? '–' : `${fmt(c.steal * 100, 0)} %`,
      ],
    );
  }
  const withWaits = configurations.filter((c) => c.waits && c.waits.size > 0);
  if (withWaits.length > 0) {
    console.log('### What PostgreSQL waited on during the load (share of busy-backend samples, every 200 ms)\n');
    printConfigurationTable(withWaits, ['samples', 'most frequent'], (c) => {
      const total = [...c.waits!.values()].reduce((sum, n) => sum + n, 0);
      const top = [...c.waits!.entries()].sort((x, y) => y[1] - x[1]).slice(0, 4);
      return [String(total), top.map(([what, n]) => `${what} ${fmt((100 * n) / total, 0)} %`).join('; ')];
    });
  }
  if (steps.length > 0) {
    console.log(`### Streams on one PostgreSQL instance (RSS with no stream: ${mb(rssNoStreams)} MB; 100 devices push every 10 s, ${STEP_SECONDS} s per step)\n`);
    printTable(
      ['streams', 'opened in s (this step)', 'RSS MB', 'KB per stream', 'push p50/p95/p99 ms', 'pull p50/p95/p99 ms', 'payment on the other devices p95 ms', 'events', 'errors', 'degraded'],
      steps.map((s) => [
        String(s.streams),
        fmt(s.openSeconds),
        mb(s.rss),
        kb((s.rss - rssNoStreams) / s.streams),
        pct(s.load.pushes),
        pct(s.load.pulls),
        fmt(percentile(s.load.propagation, 95)),
        String(s.load.events),
        errorsText(s.load.errors),
        s.degraded ?? 'no',
      ]),
    );
  }
  for (const note of notes) console.log(`- ${note}`);
}
