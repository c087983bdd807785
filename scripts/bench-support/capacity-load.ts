/**
 * The load generator of `npm run bench:capacity`: a child process (so it shares neither the
 * servers' event loops nor their file descriptors) playing the signed-in devices of the active
 * accounts over real HTTP on 127.0.0.1, driven by the bench through IPC messages:
 *
 * - `open`: opens sync streams (the first one of each device is the device; more are extra tabs
 *   that only receive). On `ready` each device re-pulls every collection from its checkpoint, as
 *   the app does when its stream (re)opens.
 * - `load`: for a bounded time, every pushing device records a payment every `pushIntervalMs`
 *   (first tick at a random offset) and, every second tick, states one debt's balance again (an
 *   update with its assumed state; a conflict adopts the server's state and retries once). Every
 *   device reacts to its stream as the app does: a `change` event whose documents continue
 *   exactly where its checkpoint stands is applied as is, otherwise it pulls the collection.
 *   Measured: each push and pull (request start → body read), and propagation: a payment's push
 *   start → that payment in each other device of the account.
 * - `close`: ends every stream.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { SyncDocument } from '../../schemas/wire/sync';
import { takeSseEvents } from '../../server/test/sse-client';
import { REPLICATED, editedDebt, newPayment } from './capacity-accounts';
import type { SeededAccount } from './capacity-seed';

export interface LoadDevice {
  account: number;
  cookie: string;
}

export interface LoadSetup {
  accounts: SeededAccount[];
  devices: LoadDevice[];
}

export type LoadCommand =
  | { type: 'open'; urls: string[]; streams: number }
  | { type: 'load'; urls: string[]; durationMs: number; pushIntervalMs: number; pushers: number }
  | { type: 'close' };

export interface LoadResult {
  type: 'loaded';
  seconds: number;
  pushes: number[];
  pulls: number[];
  propagation: number[];
  events: number;
  conflicts: number;
  errors: Record<string, number>;
  /** CPU seconds this generator used during the window (user + system). */
  cpuSeconds: number;
}

export type LoadMessage =
  | { type: 'opened'; open: number; failed: number; seconds: number; repullSeconds: number; errors: Record<string, number> }
  | LoadResult
  | { type: 'closed' }
  | { type: 'error'; message: string };

const VERSION = new Map(REPLICATED.map((c) => [c.name, c.version]));
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Names this generator's payments. Every configuration of a run starts a new generator on the same
 * database: with ids counted from 0 again, its payments would be the previous configuration's,
 * which the server refuses as conflicts (written 0, so no NOTIFY and no `change` event at all).
 */
const RUN_TAG = randomUUID().slice(0, 8);

interface DeviceState {
  index: number;
  uid: string;
  cookie: string;
  url: string;
  creator: string;
  checkpoints: Record<string, number>;
  debts: Map<string, SyncDocument>;
  pulling: Set<string>;
  again: Set<string>;
  ticks: number;
  payments: number;
}

interface Stream {
  device: DeviceState;
  primary: boolean;
  controller: AbortController;
}

function run(setup: LoadSetup): void {
  const send = (message: LoadMessage) => process.send!(message);
  process.on('disconnect', () => process.exit(0));

  const devices: DeviceState[] = setup.devices.map((device, index) => {
    const account = setup.accounts[device.account]!;
    return {
      index,
      uid: account.uid,
      cookie: device.cookie,
      url: '',
      creator: `load${index.toString(36)}`,
      checkpoints: { ...account.checkpoints },
      debts: new Map(account.debts.map((debt) => [debt.id, debt])),
      pulling: new Set(),
      again: new Set(),
      ticks: 0,
      payments: 0,
    };
  });
  const streams: Stream[] = [];

  // What the current window records (replaced at each `load` and `open`).
  let errors: Record<string, number> = {};
  let pushes: number[] = [];
  let pulls: number[] = [];
  let propagation: number[] = [];
  let events = 0;
  let conflicts = 0;
  const error = (kind: string) => (errors[kind] = (errors[kind] ?? 0) + 1);
  /** payment id → its push start and the device that pushed it */
  const pendingPayments = new Map<string, { start: number; device: number }>();

  const request = async (device: DeviceState, path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; ms: number }> => {
    const start = performance.now();
    const response = await fetch(`${device.url}${path}`, {
      ...init,
      headers: { cookie: device.cookie, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - start;
    return { status: response.status, body: response.ok ? (JSON.parse(text) as unknown) : text, ms };
  };

  const apply = (device: DeviceState, collection: string, documents: SyncDocument[]) => {
    const at = performance.now();
    for (const doc of documents) {
      if (collection === 'debts') device.debts.set(doc.id, doc);
      if (collection === 'payments') {
        const pending = pendingPayments.get(doc.id);
        if (pending && pending.device !== device.index) propagation.push(at - pending.start);
      }
    }
  };

  const pull = async (device: DeviceState, collection: string): Promise<void> => {
    if (device.pulling.has(collection)) {
      device.again.add(collection);
      return;
    }
    device.pulling.add(collection);
    try {
      do {
        device.again.delete(collection);
        for (;;) {
          const since = device.checkpoints[collection] ?? 0;
          const answer = await request(device, `/api/sync/${collection}/${VERSION.get(collection as never)}/pull?seq=${since}&limit=200`).catch(() => null);
          if (!answer) return void error('pull: network');
          if (answer.status !== 200) return void error(`pull: ${answer.status}`);
          pulls.push(answer.ms);
          const page = answer.body as { documents: SyncDocument[]; checkpoint: { seq: number } };
          apply(device, collection, page.documents);
          device.checkpoints[collection] = Math.max(since, page.checkpoint.seq);
          if (page.documents.length < 200) break;
        }
      } while (device.again.has(collection));
    } finally {
      device.pulling.delete(collection);
    }
  };

  const onChange = (device: DeviceState, data: string) => {
    const change = JSON.parse(data) as { collection: string; seq: number; previousSeq?: number; documents?: SyncDocument[] };
    const checkpoint = device.checkpoints[change.collection] ?? 0;
    if (change.documents && change.previousSeq === checkpoint && !device.pulling.has(change.collection)) {
      apply(device, change.collection, change.documents);
      device.checkpoints[change.collection] = change.seq;
    } else if (change.seq > checkpoint) {
      void pull(device, change.collection);
    }
  };

  const openStream = async (device: DeviceState, primary: boolean): Promise<boolean> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(`${device.url}/api/sync/stream`, { headers: { cookie: device.cookie }, signal: controller.signal });
    } catch {
      clearTimeout(timer);
      error('stream: network');
      return false;
    }
    if (!response.ok || !response.body) {
      clearTimeout(timer);
      error(`stream: ${response.status}`);
      await response.arrayBuffer().catch(() => undefined);
      return false;
    }
    const reader = response.body.getReader();
    let ready: (ok: boolean) => void = () => {};
    const isReady = new Promise<boolean>((resolveReady) => (ready = resolveReady));
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (done) break;
        const taken = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = taken.rest;
        for (const { event, data } of taken.events) {
          if (event === 'ready') ready(true);
          else if (event === 'unauthorized') error('stream: unauthorized');
          else if (event === 'change') {
            events++;
            if (primary) onChange(device, data);
          }
        }
      }
      ready(false);
      if (!controller.signal.aborted) error('stream: ended by the server');
    })();
    const ok = await isReady;
    clearTimeout(timer);
    if (ok) streams.push({ device, primary, controller });
    return ok;
  };

  const pushPayment = async (device: DeviceState) => {
    const debtIds = [...device.debts.keys()];
    const id = `pay-${RUN_TAG}-${device.creator}-${device.payments++}`;
    const doc = newPayment(device.uid, debtIds[device.payments % debtIds.length]!, id, Date.now(), device.creator);
    pendingPayments.set(id, { start: performance.now(), device: device.index });
    const answer = await request(device, `/api/sync/payments/${VERSION.get('payments')}/push`, { method: 'POST', body: JSON.stringify([{ newDocumentState: doc }]) }).catch(() => null);
    if (!answer) return void error('push: network');
    if (answer.status !== 200) return void error(`push: ${answer.status}`);
    pushes.push(answer.ms);
    // A new payment has nothing to conflict with: a conflict means it was not written.
    if ((answer.body as SyncDocument[]).length > 0) error('push: a new payment refused as a conflict');
  };

  const pushDebtEdit = async (device: DeviceState) => {
    const debts = [...device.debts.values()];
    let current = debts[device.ticks % debts.length]!;
    for (let attempt = 0; attempt < 2; attempt++) {
      const edited = editedDebt(current, Date.now(), device.creator);
      const body = JSON.stringify([{ newDocumentState: edited, assumedMasterState: current }]);
      const answer = await request(device, `/api/sync/debts/${VERSION.get('debts')}/push`, { method: 'POST', body }).catch(() => null);
      if (!answer) return void error('push: network');
      if (answer.status !== 200) return void error(`push: ${answer.status}`);
      pushes.push(answer.ms);
      const found = answer.body as SyncDocument[];
      if (found.length === 0) return void device.debts.set(edited.id, edited);
      conflicts++;
      current = found[0]!;
      device.debts.set(current.id, current);
    }
  };

  const handlers = {
    async open(command: Extract<LoadCommand, { type: 'open' }>) {
      errors = {};
      pulls = [];
      for (const device of devices) device.url = command.urls[device.index % command.urls.length]!;
      const started = performance.now();
      let failed = 0;
      const wanted = Math.max(0, command.streams - streams.length);
      const first = streams.length;
      let next = 0;
      const opened: DeviceState[] = [];
      await Promise.all(
        Array.from({ length: Math.min(50, wanted) }, async () => {
          while (next < wanted) {
            const k = first + next++;
            const device = devices[k % devices.length]!;
            const primary = k < devices.length;
            if (await openStream(device, primary)) {
              if (primary) opened.push(device);
            } else failed++;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      // The re-pull of every collection when a device's stream opens, 50 devices at a time.
      const repullStarted = performance.now();
      let d = 0;
      await Promise.all(
        Array.from({ length: Math.min(50, opened.length) }, async () => {
          while (d < opened.length) {
            const device = opened[d++]!;
            for (const { name } of REPLICATED) await pull(device, name);
          }
        }),
      );
      send({ type: 'opened', open: streams.length, failed, seconds, repullSeconds: (performance.now() - repullStarted) / 1000, errors });
    },
    async load(command: Extract<LoadCommand, { type: 'load' }>) {
      errors = {};
      pushes = [];
      pulls = [];
      propagation = [];
      events = 0;
      conflicts = 0;
      pendingPayments.clear();
      for (const device of devices) device.url = command.urls[device.index % command.urls.length]!;
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const end = started + command.durationMs;
      const pushers = devices.slice(0, command.pushers);
      await Promise.all(
        pushers.map(async (device) => {
          let at = started + Math.random() * command.pushIntervalMs;
          for (;;) {
            const wait = at - performance.now();
            if (at >= end) return;
            if (wait > 0) await new Promise((resolveWait) => setTimeout(resolveWait, wait));
            device.ticks++;
            await pushPayment(device);
            if (device.ticks % 2 === 0) await pushDebtEdit(device);
            at += command.pushIntervalMs;
          }
        }),
      );
      // Let the last changes reach the other devices (bounded).
      const settle = performance.now() + 5_000;
      while (devices.some((device) => device.pulling.size > 0) && performance.now() < settle) await new Promise((r) => setTimeout(r, 50));
      const cpu = process.cpuUsage(cpuBefore);
      send({ type: 'loaded', seconds: (performance.now() - started) / 1000, pushes, pulls, propagation, events, conflicts, errors, cpuSeconds: (cpu.user + cpu.system) / 1e6 });
    },
    async close() {
      for (const stream of streams.splice(0)) stream.controller.abort();
      send({ type: 'closed' });
    },
  };

  process.on('message', (command: LoadCommand) => {
    const handler = handlers[command.type] as (c: LoadCommand) => Promise<void>;
    handler(command).catch((failure: unknown) => send({ type: 'error', message: String((failure as Error).stack ?? failure) }));
  });
}

if (process.argv.includes('--capacity-load')) {
  const { readFileSync } = await import('node:fs');
  run(JSON.parse(readFileSync(process.env.BENCH_CAPACITY_SETUP!, 'utf8')) as LoadSetup);
}
