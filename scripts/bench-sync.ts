/**
 * `npm run bench:sync` (node --import tsx scripts/bench-sync.ts): sync performance figures.
 *
 * 1. Server push and pull throughput (documents/s) of the SQLite and PostgreSQL stores, through
 *    the store API and through the HTTP routes (real listen + fetch, session cookie).
 * 2. Fan-out: one push reaching 1,000 concurrent SSE clients of one user: time from the push's
 *    commit to each client receiving the `change` event (clients run in a child process, so they
 *    do not share the server's event loop; both sides read the same monotonic clock).
 * 3. Propagation in browsers: two Chromium contexts signed in as one user; device A adds a debt
 *    through the Debts form, device B's page shows it: time from A's submit to B's row, with a
 *    breakdown (A's push, the stream event in B, B applying its documents or pulling).
 *
 * It starts a Firebase Auth emulator, a throwaway PostgreSQL and (for 3) the Paydown server and
 * Chromium, and stops every one of them at the end, also on failure or Ctrl-C. It prints numbers
 * and never asserts timings. Options: --only=store,http,fanout,browser  --docs=N  --clients=N
 * --edits=N  --pushes=N  --cpu-profile=DIR (the browser pages' CPU profiles during the edits).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { collectionSchemas } from '../schemas/index';
import { onCleanup, runBench, withTimeout } from './bench-support/cleanups';
import { ensureBuilt, launchChromium, signInOnPage, signUpOnPage, startPaydownServer } from './bench-support/browser-stack';
import { takeSseEvents } from '../server/test/sse-client';

// ---------------------------------------------------------------------------------------------
// The SSE clients of the fan-out benchmark run in a child process started from this same file
// (--fanout-clients), so they share neither the server's event loop nor its file descriptors.
// ---------------------------------------------------------------------------------------------

interface FanoutWorkerData {
  url: string;
  cookie: string;
  clients: number;
}

type FanoutMessage =
  | { type: 'ready'; connected: number; failed: number }
  | { type: 'received'; seq: number; times: number[] }
  | { type: 'error'; message: string };

const nowNs = () => process.hrtime.bigint();
/** The debts schema version the sync routes expect (an older one gets 426). */
const DEBTS_VERSION = collectionSchemas.debts.version;

async function runFanoutClients(data: FanoutWorkerData): Promise<void> {
  const port = { postMessage: (message: FanoutMessage) => process.send!(message) };
  // The parent going away (even killed) ends this process too.
  process.on('disconnect', () => process.exit(0));
  const controller = new AbortController();
  // seq → receipt time (ns, as string) per client
  const received = new Map<number, bigint[]>();
  const expectedBySeq = new Map<number, number>();
  let failed = 0;

  const open = async (index: number): Promise<boolean> => {
    const response = await fetch(data.url, { headers: { cookie: data.cookie }, signal: controller.signal });
    if (!response.ok || !response.body) return false;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let ready: () => void = () => {};
    const isReady = new Promise<void>((resolveReady) => (ready = resolveReady));
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (done) return;
        const at = nowNs();
        const taken = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = taken.rest;
        for (const { event, data: payload } of taken.events) {
          if (event === 'ready') ready();
          if (event === 'change') {
            const { seq } = JSON.parse(payload) as { seq: number };
            let times = received.get(seq);
            if (!times) received.set(seq, (times = new Array<bigint>(data.clients).fill(0n)));
            times[index] = at;
            const count = (expectedBySeq.get(seq) ?? 0) + 1;
            expectedBySeq.set(seq, count);
            if (count === data.clients - failed) {
              port.postMessage({ type: 'received', seq, times: times.map((t) => Number(t)) } satisfies FanoutMessage);
              received.delete(seq);
            }
          }
        }
      }
    })();
    await isReady;
    return true;
  };

  // Open the streams 50 at a time (each one is a session check against the Auth emulator).
  let next = 0;
  let connected = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < data.clients) {
        const index = next++;
        const ok = await open(index).catch(() => false);
        if (ok) connected++;
        else failed++;
      }
    }),
  );
  port.postMessage({ type: 'ready', connected, failed } satisfies FanoutMessage);
  process.on('message', (message: string) => {
    if (message === 'stop') {
      controller.abort();
      process.exit(0);
    }
  });
}

if (process.argv.includes('--fanout-clients')) {
  runFanoutClients(JSON.parse(process.env.BENCH_FANOUT ?? '{}') as FanoutWorkerData).catch((error: unknown) => {
    process.send!({ type: 'error', message: String(error) } satisfies FanoutMessage);
    process.exit(1);
  });
} else {
  void runBench('bench:sync', run, printReport);
}

// ---------------------------------------------------------------------------------------------
// Main thread
// ---------------------------------------------------------------------------------------------

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const only = new Set((args.get('only') ?? 'store,http,fanout,browser').split(','));
const DOCS = Number(args.get('docs') ?? 10_000);
const FANOUT_CLIENTS = Number(args.get('clients') ?? 1_000);
const FANOUT_PUSHES = Number(args.get('pushes') ?? 10);
const EDITS = Number(args.get('edits') ?? 60);
/** --cpu-profile=DIR: write both pages' CPU profiles of the edits (A.cpuprofile, B.cpuprofile; open in Chrome DevTools). */
const CPU_PROFILE_DIR = args.get('cpu-profile');

const log = (line: string) => process.stderr.write(`${line}\n`);

interface ThroughputRow {
  store: string;
  path: string;
  operation: string;
  clients: number;
  docs: number;
  seconds: number;
}
interface LatencyRow {
  what: string;
  samples: number[];
}

const throughput: ThroughputRow[] = [];
const latencies: LatencyRow[] = [];
const notes: string[] = [];

async function run(): Promise<void> {
  const { freePort, startAuthEmulator } = await import('../server/src/dev/auth-emulator');
  const { startThrowawayPostgres } = await import('../server/test/throwaway-postgres');
  const { createFreshDatabase } = await import('../server/test/postgres-databases');

  mkdirSync('.tmp', { recursive: true });
  const workDir = resolve(mkdtempSync(join('.tmp', 'bench-sync-')));
  onCleanup('work folder', async () => rmSync(workDir, { recursive: true, force: true }));

  const needsEmulator = only.has('http') || only.has('fanout') || only.has('browser');
  const needsPostgres = only.has('store') || only.has('http');
  log('Starting the Auth emulator and PostgreSQL…');
  const emulatorPort = await freePort();
  const [startedEmulator, startedPostgres] = await Promise.allSettled([
    needsEmulator
      ? startAuthEmulator({ projectId: 'demo-paydown', port: emulatorPort, dataDir: join(workDir, 'emulator'), persist: false })
      : null,
    needsPostgres ? startThrowawayPostgres() : null,
  ]);
  // Register whatever did start before reporting what did not, so that it is stopped too.
  const emulator = startedEmulator.status === 'fulfilled' ? startedEmulator.value : null;
  const postgres = startedPostgres.status === 'fulfilled' ? startedPostgres.value : null;
  if (emulator) onCleanup('Auth emulator', () => emulator.stop());
  if (postgres) onCleanup('PostgreSQL', () => postgres.stop());
  for (const started of [startedEmulator, startedPostgres]) if (started.status === 'rejected') throw started.reason;

  const postgresUrl = postgres ? await createFreshDatabase(postgres.adminUrl, 'bench') : '';

  if (only.has('store')) await benchStores(workDir, postgresUrl);
  if (only.has('http')) await benchHttp(workDir, emulatorPort, postgres ? () => createFreshDatabase(postgres.adminUrl, 'bench_http') : null);
  if (only.has('fanout')) await benchFanout(workDir, emulatorPort);
  if (only.has('browser')) await benchBrowser(workDir, emulatorPort);
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

/** A debt as the client pushes it: all fields plus the CRDT log of its insert (about 1 KB). */
function benchDebt(uid: string, index: number): Record<string, unknown> {
  const at = new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
  const fields = {
    id: randomUUID(),
    uid,
    name: `Bench debt ${index}`,
    type: 'credit_card',
    balance: 1000 + (index % 5000),
    interestRate: 19.99,
    minimumPayment: 25,
    paymentFrequency: 'monthly',
    highLimit: 5000,
    isPromo: false,
    hasXFee: false,
    isPaid: false,
    notes: 'A card used for the benchmark',
    createdAt: at,
    updatedAt: at,
  };
  return {
    ...fields,
    crdts: { operations: [[{ body: [{ ifMatch: { $set: fields } }], creator: 'benchcreator0001', time: 1767225600000 + index }]], hash: 'bench-hash-0000' },
    _deleted: false,
  };
}

/** The next state of a document, as a CRDT update appends an operation. */
function updatedDebt(doc: Record<string, unknown>): Record<string, unknown> {
  const crdts = doc.crdts as { operations: unknown[][]; hash: string };
  const updatedAt = new Date(Date.parse(doc.updatedAt as string) + 60_000).toISOString();
  return {
    ...doc,
    name: `${doc.name as string} (renamed)`,
    updatedAt,
    crdts: {
      operations: [...crdts.operations, [{ body: [{ ifMatch: { $set: { name: `${doc.name as string} (renamed)`, updatedAt } } }], creator: 'benchcreator0002', time: 1767312000000 }]],
      hash: 'bench-hash-0001',
    },
  };
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

// ---------------------------------------------------------------------------------------------
// 1a. Store API
// ---------------------------------------------------------------------------------------------

async function benchStores(workDir: string, postgresUrl: string): Promise<void> {
  const { openSqliteSyncStore } = await import('../server/src/storage/sqlite-sync-store');
  const { openPostgresSyncStore } = await import('../server/src/storage/postgres-sync-store');
  const stores = [
    { label: 'SQLite', open: async () => openSqliteSyncStore(join(workDir, 'store.sqlite')) },
    { label: 'PostgreSQL', open: () => openPostgresSyncStore(postgresUrl) },
  ];
  for (const { label, open } of stores) {
    log(`Store API throughput: ${label}…`);
    const store = await open();
    try {
      for (const clients of [1, 8]) {
        const uids = Array.from({ length: clients }, () => `bench-${randomUUID()}`);
        const perClient = Math.floor(DOCS / clients);
        const docsOf = uids.map((uid) => Array.from({ length: perClient }, (_, i) => benchDebt(uid, i)));
        const total = perClient * clients;

        let started = performance.now();
        await Promise.all(
          uids.map(async (uid, c) => {
            for (const batch of chunks(docsOf[c]!, 100)) await store.push(uid, 'debts', batch.map((doc) => ({ newDocumentState: doc as never })));
          }),
        );
        throughput.push({ store: label, path: 'store API', operation: 'push (insert, 100/batch)', clients, docs: total, seconds: (performance.now() - started) / 1000 });

        started = performance.now();
        await Promise.all(
          uids.map(async (uid, c) => {
            for (const batch of chunks(docsOf[c]!, 100)) {
              const { conflicts } = await store.push(
                uid,
                'debts',
                batch.map((doc) => ({ newDocumentState: updatedDebt(doc) as never, assumedMasterState: doc as never })),
              );
              if (conflicts.length > 0) throw new Error(`unexpected conflicts in ${label}`);
            }
          }),
        );
        throughput.push({ store: label, path: 'store API', operation: 'push (update + conflict check)', clients, docs: total, seconds: (performance.now() - started) / 1000 });

        started = performance.now();
        let pulled = 0;
        await Promise.all(
          uids.map(async (uid) => {
            let seq = 0;
            for (;;) {
              const page = await store.pull(uid, 'debts', seq, 200);
              pulled += page.documents.length;
              seq = page.checkpoint.seq;
              if (page.documents.length < 200) break;
            }
          }),
        );
        if (pulled !== total) throw new Error(`${label}: pulled ${pulled} of ${total}`);
        throughput.push({ store: label, path: 'store API', operation: 'pull (200/page)', clients, docs: total, seconds: (performance.now() - started) / 1000 });
      }
    } finally {
      await store.close();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// 1b. HTTP routes
// ---------------------------------------------------------------------------------------------

interface RunningApp {
  url: string;
  app: FastifyInstance;
  signIn(): Promise<{ uid: string; cookie: string }>;
}

async function startApp(workDir: string, emulatorPort: number, label: string, databaseUrl?: string, env: Record<string, string> = {}): Promise<RunningApp> {
  const { loadConfig } = await import('../fastify.config');
  const { buildApp } = await import('../server/src/app');
  const { SESSION_COOKIE } = await import('../server/src/plugins/auth');
  const { createTestAccount } = await import('../server/test/emulator-accounts');
  const dataDir = join(workDir, `app-${label}`);
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_EMULATOR_PORT: String(emulatorPort),
    AUTH_EMULATOR_START: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, { clientRoot: join(dataDir, 'no-client') });
  onCleanup(`Fastify (${label})`, () => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    app,
    async signIn() {
      const account = await createTestAccount(emulatorPort);
      const response = await fetch(`${url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: account.idToken }),
      });
      if (!response.ok) throw new Error(`session failed: ${response.status} ${await response.text()}`);
      const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (!setCookie) throw new Error('no session cookie');
      return { uid: account.uid, cookie: setCookie.split(';')[0]! };
    },
  };
}

async function benchHttp(workDir: string, emulatorPort: number, freshPostgres: (() => Promise<string>) | null): Promise<void> {
  const targets: Array<{ label: string; databaseUrl?: string }> = [{ label: 'SQLite' }];
  if (freshPostgres) targets.push({ label: 'PostgreSQL', databaseUrl: await freshPostgres() });
  for (const { label, databaseUrl } of targets) {
    log(`HTTP throughput: ${label}…`);
    const running = await startApp(workDir, emulatorPort, `http-${label}`, databaseUrl);
    for (const clients of [1, 8]) {
      const users = await Promise.all(Array.from({ length: clients }, () => running.signIn()));
      const perClient = Math.floor(DOCS / clients);
      const docsOf = users.map(({ uid }) => Array.from({ length: perClient }, (_, i) => benchDebt(uid, i)));
      const total = perClient * clients;
      const post = async (cookie: string, rows: unknown[]) => {
        const response = await fetch(`${running.url}/api/sync/debts/${DEBTS_VERSION}/push`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(rows),
        });
        if (!response.ok) throw new Error(`push ${response.status}: ${await response.text()}`);
        const conflicts = (await response.json()) as unknown[];
        if (conflicts.length > 0) throw new Error('unexpected conflicts');
      };

      let started = performance.now();
      await Promise.all(
        users.map(async ({ cookie }, c) => {
          for (const batch of chunks(docsOf[c]!, 100)) await post(cookie, batch.map((doc) => ({ newDocumentState: doc })));
        }),
      );
      throughput.push({ store: label, path: 'HTTP', operation: 'push (insert, 100/request)', clients, docs: total, seconds: (performance.now() - started) / 1000 });

      started = performance.now();
      await Promise.all(
        users.map(async ({ cookie }, c) => {
          for (const batch of chunks(docsOf[c]!, 100)) await post(cookie, batch.map((doc) => ({ newDocumentState: updatedDebt(doc), assumedMasterState: doc })));
        }),
      );
      throughput.push({ store: label, path: 'HTTP', operation: 'push (update + conflict check)', clients, docs: total, seconds: (performance.now() - started) / 1000 });

      started = performance.now();
      let pulled = 0;
      await Promise.all(
        users.map(async ({ cookie }) => {
          let seq = 0;
          for (;;) {
            const response = await fetch(`${running.url}/api/sync/debts/${DEBTS_VERSION}/pull?seq=${seq}&limit=200`, { headers: { cookie } });
            if (!response.ok) throw new Error(`pull ${response.status}: ${await response.text()}`);
            const page = (await response.json()) as { documents: unknown[]; checkpoint: { seq: number } };
            pulled += page.documents.length;
            seq = page.checkpoint.seq;
            if (page.documents.length < 200) break;
          }
        }),
      );
      if (pulled !== total) throw new Error(`${label} HTTP: pulled ${pulled} of ${total}`);
      throughput.push({ store: label, path: 'HTTP', operation: 'pull (200/request)', clients, docs: total, seconds: (performance.now() - started) / 1000 });
    }

    // What one request costs without a store: the session check (firebase-admin → Auth emulator).
    const { cookie } = await running.signIn();
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      const response = await fetch(`${running.url}/api/session`, { headers: { cookie } });
      await response.arrayBuffer();
      samples.push(performance.now() - started);
    }
    latencies.push({ what: `HTTP GET /api/session (session check only), ${label} app`, samples });
    await running.app.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Fan-out to 1,000 SSE clients
// ---------------------------------------------------------------------------------------------

async function benchFanout(workDir: string, emulatorPort: number): Promise<void> {
  const { execFileSync } = await import('node:child_process');
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  let clients = FANOUT_CLIENTS;
  // Each stream is one socket in the server process and one in the clients process, plus headroom.
  if (Number.isFinite(limit) && limit < clients + 200) {
    clients = Math.max(10, limit - 200);
    notes.push(`ulimit -n is ${limit}: fan-out measured with ${clients} clients instead of ${FANOUT_CLIENTS}.`);
  } else {
    notes.push(`ulimit -n is ${Number.isFinite(limit) ? limit : 'unlimited'}: enough for ${clients} streams.`);
  }
  log(`Fan-out: ${clients} SSE clients…`);
  // All the streams are one account's: the per-account cap (STREAMS_PER_ACCOUNT) is raised to fit them.
  const running = await startApp(workDir, emulatorPort, 'fanout', undefined, { STREAMS_PER_ACCOUNT: String(clients + 10) });
  // Registered before any stream: runs first after each commit, before the fan-out writes.
  const commits = new Map<number, bigint>();
  running.app.syncStore.onChange((change) => commits.set(change.seq, nowNs()));
  const { uid, cookie } = await running.signIn();

  const worker = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--fanout-clients'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_FANOUT: JSON.stringify({ url: `${running.url}/api/sync/stream`, cookie, clients } satisfies FanoutWorkerData) },
  });
  const workerExited = new Promise<void>((resolveExit) => worker.once('exit', () => resolveExit()));
  onCleanup('fan-out clients process', async () => {
    if (worker.exitCode === null && worker.pid) process.kill(worker.pid, 'SIGKILL');
    await workerExited;
  });
  const messages: FanoutMessage[] = [];
  let wake: (() => void) | null = null;
  worker.on('message', (message: FanoutMessage) => {
    messages.push(message);
    wake?.();
  });
  worker.on('exit', (code) => {
    messages.push({ type: 'error', message: `exited with ${code}` });
    wake?.();
  });
  const nextMessage = async (timeoutMs: number): Promise<FanoutMessage> => {
    const deadline = Date.now() + timeoutMs;
    while (messages.length === 0) {
      if (Date.now() > deadline) throw new Error('the fan-out worker did not answer in time');
      await new Promise<void>((resolveWake) => {
        wake = resolveWake;
        setTimeout(resolveWake, 200);
      });
    }
    const message = messages.shift()!;
    if (message.type === 'error') throw new Error(`fan-out worker: ${message.message}`);
    return message;
  };

  const openedAt = performance.now();
  const ready = await nextMessage(180_000);
  if (ready.type !== 'ready') throw new Error('unexpected worker message');
  notes.push(`Fan-out: ${ready.connected} streams open in ${((performance.now() - openedAt) / 1000).toFixed(1)} s (${ready.failed} failed).`);

  // Registered after every stream's listener: runs once the server has written the event to all.
  const written = new Map<number, bigint>();
  running.app.syncStore.onChange((change) => written.set(change.seq, nowNs()));
  const all: number[] = [];
  const lastPerPush: number[] = [];
  const serverWrites: number[] = [];
  for (let i = 0; i < FANOUT_PUSHES; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const response = await fetch(`${running.url}/api/sync/debts/${DEBTS_VERSION}/push`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify([{ newDocumentState: benchDebt(uid, i) }]),
    });
    if (!response.ok) throw new Error(`push ${response.status}`);
    const got = await nextMessage(60_000);
    if (got.type !== 'received') throw new Error('unexpected worker message');
    const committed = commits.get(got.seq);
    if (committed === undefined) throw new Error(`no commit time for seq ${got.seq}`);
    const ms = got.times.filter((t) => t > 0).map((t) => Number(BigInt(t) - committed) / 1e6);
    all.push(...ms);
    lastPerPush.push(Math.max(...ms));
    serverWrites.push(Number(written.get(got.seq)! - committed) / 1e6);
  }
  latencies.push({ what: `fan-out: commit → \`change\` at each of ${ready.connected} SSE clients (${FANOUT_PUSHES} pushes)`, samples: all });
  latencies.push({ what: `fan-out: commit → last of ${ready.connected} clients, per push`, samples: lastPerPush });
  latencies.push({ what: `fan-out: commit → server has written the event to all ${ready.connected} streams`, samples: serverWrites });
  worker.send('stop');
  await withTimeout(workerExited, 10_000, 'the fan-out clients process to exit');
  await running.app.close();
}

// ---------------------------------------------------------------------------------------------
// 3. Propagation between two browsers
// ---------------------------------------------------------------------------------------------

/** The build the browser benchmark serves (what `npm start` serves; built first when missing or stale). */
const CLIENT_DIR = resolve(process.env.CLIENT_DIR || 'dist');

/** Installed in every page before the app's scripts: timestamps of sync requests and stream events. */
const PAGE_PROBES = `(() => {
  const log = (window.__bench = { requests: [], events: [], rows: {}, submits: {}, longTasks: [], stored: {} });
  const now = () => performance.timeOrigin + performance.now();
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) log.longTasks.push({ start: performance.timeOrigin + entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/api/sync/')) return originalFetch(input, init);
    const entry = { url, method: (init && init.method) || 'GET', start: now(), end: 0 };
    log.requests.push(entry);
    try { return await originalFetch(input, init); } finally { entry.end = now(); }
  };
  const OriginalEventSource = window.EventSource;
  window.EventSource = class extends OriginalEventSource {
    constructor(url, options) {
      super(url, options);
      super.addEventListener('change', (event) => {
        try { log.events.push({ at: now(), collection: JSON.parse(event.data).collection }); } catch {}
      });
    }
  };
  // When a debt document reaches this page's IndexedDB (RxDB's Dexie storage writes with put).
  const originalPut = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (value, key) {
    const name = value && typeof value.name === 'string' ? value.name : '';
    if (/^Bench debt [0-9]+$/.test(name) && !(name in log.stored)) log.stored[name] = now();
    return originalPut.call(this, value, key);
  };
  document.addEventListener('submit', (event) => {
    const name = event.target && event.target.querySelector && event.target.querySelector('input[name="name"]');
    if (name && name.value) log.submits[name.value] = now();
  }, true);
  const scan = () => {
    for (const row of document.querySelectorAll('[data-testid="debt-row"]')) {
      const match = /Bench debt [0-9]+/.exec(row.textContent || '');
      if (match && !(match[0] in log.rows)) log.rows[match[0]] = now();
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

interface PageLog {
  requests: Array<{ url: string; method: string; start: number; end: number }>;
  events: Array<{ at: number; collection: string }>;
  rows: Record<string, number>;
  submits: Record<string, number>;
  longTasks: Array<{ start: number; duration: number }>;
  stored: Record<string, number>;
}

/** Starts the V8 sampler in `page`; the returned function stops it and resolves with the profile. */
async function startCpuProfile(page: Page): Promise<() => Promise<unknown>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  return async () => (await session.send('Profiler.stop')).profile;
}

/** Milliseconds of main-thread long tasks (≥ 50 ms each) overlapping [from, to]. */
function blockedMs(tasks: PageLog['longTasks'], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) total += Math.max(0, Math.min(to, task.start + task.duration) - Math.max(from, task.start));
  return total;
}

async function benchBrowser(workDir: string, emulatorPort: number): Promise<void> {
  await ensureBuilt(CLIENT_DIR, log);
  const { freePort } = await import('../server/src/dev/auth-emulator');

  log('Browser propagation: starting the Paydown server…');
  const { url: baseURL } = await startPaydownServer({
    PORT: String(await freePort()),
    AUTH_EMULATOR_PORT: String(emulatorPort),
    DATA_DIR: join(workDir, 'paydown'),
    // startPaydown defaults to the e2e suite's build, which may be missing or stale.
    CLIENT_DIR,
  });
  const browser = await launchChromium();

  const contextA = await browser.newContext({ baseURL });
  const contextB = await browser.newContext({ baseURL });
  await contextA.addInitScript(PAGE_PROBES);
  await contextB.addInitScript(PAGE_PROBES);
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  // A page that fails to start would otherwise show up only as a locator timeout.
  for (const [label, page] of [['A', a], ['B', b]] as const) page.on('pageerror', (error) => log(`page ${label}: ${error.message}`));

  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'paydown-bench-password';
  log('Browser propagation: signing up on A and in on B…');
  await signUpOnPage(a, email, password);
  await signInOnPage(b, email, password);
  await b.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  await a.goto('/debts');
  await b.goto('/debts');
  for (const page of [a, b]) {
    await page.locator('[data-testid="sync-status"][data-phase="synced"]').waitFor({ timeout: 60_000 });
  }

  const profilers = CPU_PROFILE_DIR ? await Promise.all([a, b].map((page) => startCpuProfile(page))) : [];
  log(`Browser propagation: ${EDITS} debts added on A…`);
  const form = a.getByRole('form', { name: 'Add a debt' });
  const WARMUP = 3;
  for (let i = 0; i < EDITS + WARMUP; i++) {
    const name = `Bench debt ${i}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Balance ($)').fill(String(1000 + i));
    await form.getByLabel('Interest rate (APR %)').fill('19.99');
    await form.getByLabel('Minimum payment ($)').fill('25');
    await form.getByRole('button', { name: 'Add debt' }).click();
    await b.waitForFunction((n) => n in ((window as unknown as { __bench: PageLog }).__bench.rows), name, { timeout: 30_000, polling: 50 });
    await a.waitForTimeout(150);
  }

  if (CPU_PROFILE_DIR) {
    mkdirSync(CPU_PROFILE_DIR, { recursive: true });
    for (const [k, label] of ['A', 'B'].entries()) {
      const file = join(CPU_PROFILE_DIR, `${label}.cpuprofile`);
      writeFileSync(file, JSON.stringify(await profilers[k]!()));
      notes.push(`CPU profile of ${label}: ${file}`);
    }
  }

  const logA = (await a.evaluate(() => (window as unknown as { __bench: PageLog }).__bench)) as PageLog;
  const logB = (await b.evaluate(() => (window as unknown as { __bench: PageLog }).__bench)) as PageLog;
  const total: number[] = [];
  const localRender: number[] = [];
  const toPushStart: number[] = [];
  const pushRequest: number[] = [];
  const pushEndToEvent: number[] = [];
  const eventToPullStart: number[] = [];
  const pullRequest: number[] = [];
  const pullEndToRow: number[] = [];
  const blockedA: number[] = [];
  const blockedB: number[] = [];
  const submitToStoredA: number[] = [];
  const storedToPushA: number[] = [];
  const pullEndToStoredB: number[] = [];
  const storedToRowB: number[] = [];
  const eventToStoredB: number[] = [];
  let appliedFromEvent = 0;
  for (let i = WARMUP; i < EDITS + WARMUP; i++) {
    const name = `Bench debt ${i}`;
    const submit = logA.submits[name];
    const shownB = logB.rows[name];
    if (submit === undefined || shownB === undefined) continue;
    total.push(shownB - submit);
    if (logA.rows[name] !== undefined) localRender.push(logA.rows[name] - submit);
    const push = logA.requests.find((r) => r.url.includes('/debts/') && r.url.endsWith('/push') && r.start >= submit);
    if (!push) continue;
    toPushStart.push(push.start - submit);
    blockedA.push(blockedMs(logA.longTasks, submit, push.start));
    const storedA = logA.stored[name];
    if (storedA !== undefined) {
      submitToStoredA.push(storedA - submit);
      storedToPushA.push(push.start - storedA);
    }
    pushRequest.push(push.end - push.start);
    const event = logB.events.find((e) => e.collection === 'debts' && e.at >= push.start);
    if (!event) continue;
    pushEndToEvent.push(event.at - push.end);
    const storedB = logB.stored[name];
    const pull = logB.requests.find((r) => r.url.includes('/debts/') && r.url.includes('/pull') && r.start >= event.at && r.start <= shownB);
    if (!pull) {
      // The event carried the documents and B applied them without a pull (sync/pull-stream.ts).
      appliedFromEvent++;
      if (storedB !== undefined) {
        eventToStoredB.push(storedB - event.at);
        storedToRowB.push(shownB - storedB);
      }
      blockedB.push(blockedMs(logB.longTasks, event.at, shownB));
      continue;
    }
    eventToPullStart.push(pull.start - event.at);
    pullRequest.push(pull.end - pull.start);
    pullEndToRow.push(shownB - pull.end);
    blockedB.push(blockedMs(logB.longTasks, pull.end, shownB));
    if (storedB !== undefined) {
      pullEndToStoredB.push(storedB - pull.end);
      storedToRowB.push(shownB - storedB);
    }
  }
  latencies.push({ what: `browser: submit on A → row visible on B (${total.length} debts added)`, samples: total });
  const third = Math.max(1, Math.floor(total.length / 3));
  latencies.push({ what: `  the first ${third} (list of ${WARMUP + 1}–${WARMUP + third} debts)`, samples: total.slice(0, third) });
  latencies.push({ what: `  the last ${third} (list of ${WARMUP + total.length - third + 1}–${WARMUP + total.length} debts)`, samples: total.slice(-third) });
  latencies.push({ what: '  breakdown: submit on A → own row visible on A', samples: localRender });
  latencies.push({ what: '  breakdown: submit on A → A starts its push', samples: toPushStart });
  latencies.push({ what: '    A: submit → the debt is put into IndexedDB', samples: submitToStoredA });
  latencies.push({ what: '    A: put into IndexedDB → push starts', samples: storedToPushA });
  latencies.push({ what: '  breakdown: A push request (fetch start → end)', samples: pushRequest });
  latencies.push({ what: '  breakdown: A push answered → B gets the stream event', samples: pushEndToEvent });
  latencies.push({ what: '  breakdown: stream event on B → the debt is put into IndexedDB (documents in the event)', samples: eventToStoredB });
  latencies.push({ what: '  breakdown: stream event on B → B starts its pull (event without usable documents)', samples: eventToPullStart });
  latencies.push({ what: '  breakdown: B pull request (fetch start → end)', samples: pullRequest });
  latencies.push({ what: '  breakdown: B pull answered → row visible on B', samples: pullEndToRow });
  latencies.push({ what: '    B: pull answered → the debt is put into IndexedDB', samples: pullEndToStoredB });
  latencies.push({ what: '  B: put into IndexedDB → row visible', samples: storedToRowB });
  latencies.push({ what: '  of which A main thread blocked (long tasks) before its push', samples: blockedA });
  latencies.push({ what: '  of which B main thread blocked (long tasks) after the event or its pull', samples: blockedB });
  notes.push(`B applied ${appliedFromEvent} of ${total.length} debts from the stream event's documents, without a pull.`);
  notes.push('Browser timings: performance.timeOrigin + performance.now() in both pages (one Chromium, same clock; sub-ms resolution).');
}


// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

function table(headers: string[], rows: string[][], alignRight: boolean[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (alignRight[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  return [line(headers), `|${widths.map((w, i) => (alignRight[i] ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`, ...rows.map(line)].join('\n');
}

function printReport(): void {
  const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
  console.log('\n## Paydown sync benchmark');
  console.log(`${new Date().toISOString()} · Node ${process.version} · ${cpus().length} CPUs · load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  if (throughput.length > 0) {
    console.log('### Server throughput (documents/s)\n');
    console.log(
      table(
        ['store', 'path', 'operation', 'clients', 'docs', 'seconds', 'docs/s'],
        throughput.map((r) => [r.store, r.path, r.operation, String(r.clients), String(r.docs), fmt(r.seconds, 2), Math.round(r.docs / r.seconds).toLocaleString('en-US')]),
        [false, false, false, true, true, true, true],
      ),
    );
    console.log();
  }
  if (latencies.length > 0) {
    console.log('### Latency (ms)\n');
    console.log(
      table(
        ['measurement', 'n', 'p50', 'p95', 'max'],
        latencies.map(({ what, samples }) => {
          const sorted = [...samples].sort((x, y) => x - y);
          return [what, String(sorted.length), fmt(percentile(sorted, 50)), fmt(percentile(sorted, 95)), fmt(sorted.at(-1) ?? NaN)];
        }),
        [false, true, true, true, true],
      ),
    );
    console.log();
  }
  for (const note of notes) console.log(`- ${note}`);
}
