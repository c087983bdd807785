/**
 * The REAL server store (server/src/storage/sqlite-sync-store.ts, with the server's own ajv
 * document validators) behind RxDB replication handlers that call it directly, with faults a
 * flaky network produces, all decided by a seeded random source so a property-test run can be
 * replayed:
 *
 * - a device can be offline: its pull and push handlers throw (RxDB retries after `retryTime`);
 * - a push can be duplicated (the store sees it twice) or its answer lost after the store
 *   committed (the handler throws, RxDB sends it again later);
 * - a push can be replayed much later (a stale request arriving out of order, answer discarded);
 * - a stream notification ("collection X changed", which the client turns into RESYNC) can be
 *   dropped or delayed; a device coming back online gets a RESYNC, as the app's stream reopen does.
 *
 * Import direction: a client test importing server code is allowed (the lint rule forbids only
 * server → client).
 */
import { Subject, tap, type Subscription } from 'rxjs';
import type { RxCollection, RxReplicationWriteToMasterRow } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { openSqliteSyncStore } from '../../../../../server/src/storage/sqlite-sync-store';
import type { ChangeEvent, PushRow, SyncDocument, SyncStore } from '../../../../../server/src/storage/sync-store';
import { buildDocumentValidators } from '../../../../../server/src/sync/document-validators';
import { foldDocument, mayFold } from '../../../../../server/src/sync/history-fold';
import { logicalLength, type CrdtLog } from '@schemas/crdt-history';
import type { CollectionName } from '@schemas/index';
import { catchUpPulls } from '../catch-up-pulls';
import { collectionPullStream, type ChangeNotice } from '../pull-stream';

export interface FaultRates {
  /** Probability that a push reaches the store twice. */
  duplicatePush: number;
  /** Probability that a push commits but its answer is lost (the handler throws afterwards). */
  lostPushAnswer: number;
  /** Probability that a pull's answer is lost (the handler throws after reading). */
  lostPullAnswer: number;
  /** Probability that a change notification never reaches a device. */
  dropNotification: number;
  /** Probability that a change notification arrives late (up to `maxNotificationDelayMs`). */
  delayNotification: number;
  maxNotificationDelayMs: number;
}

export const NO_FAULTS: FaultRates = {
  duplicatePush: 0,
  lostPushAnswer: 0,
  lostPullAnswer: 0,
  dropNotification: 0,
  delayNotification: 0,
  maxNotificationDelayMs: 0,
};

/** The message of every error this harness throws on purpose (anything else is a real failure). */
export const INJECTED = 'injected fault';

/** A small seeded PRNG (mulberry32): the same seed gives the same faults. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Endpoint {
  device: string;
  collection: CollectionName;
  stream$: Subject<ChangeNotice<unknown>>;
  state: RxReplicationState<unknown, { seq: number }>;
}

export interface FaultySyncServerOptions {
  uid: string;
  random: () => number;
  faults: FaultRates;
  /** RxDB's retry delay after a handler failed. */
  retryTime?: number;
  pushBatchSize?: number;
  pullBatchSize?: number;
}

export class FaultySyncServer {
  readonly store: SyncStore;
  private readonly validators = buildDocumentValidators();
  private readonly endpoints: Endpoint[] = [];
  private readonly offline = new Set<string>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly sentPushes: Array<{ collection: CollectionName; rows: PushRow[] }> = [];
  private readonly subscriptions: Subscription[] = [];
  /** Every committed push that wrote something (the store's onChange), to detect quiescence. */
  changeCount = 0;
  /** How often each fault fired and how many conflicts the store answered (to see what a run covered). */
  readonly counts = {
    pushes: 0,
    conflicts: 0,
    duplicatePush: 0,
    lostPushAnswer: 0,
    lostPullAnswer: 0,
    dropNotification: 0,
    delayNotification: 0,
    offlineCalls: 0,
    stalePushes: 0,
    /** Documents the server folded (foldHistories). */
    folds: 0,
    /** Notices that carried the push's documents, and how many of them a device applied without a pull. */
    notificationsWithDocuments: 0,
    documentsApplied: 0,
  };
  /** Errors that were not injected: a document the server refused, a store failure, … */
  readonly unexpectedErrors: string[] = [];
  faults: FaultRates;

  constructor(private readonly options: FaultySyncServerOptions) {
    this.faults = options.faults;
    this.store = openSqliteSyncStore(':memory:', { onError: (message, error) => this.unexpectedErrors.push(`${message}: ${String(error)}`) });
    this.store.onChange((change) => {
      this.changeCount += 1;
      if (change.uid !== options.uid) return;
      for (const endpoint of this.endpoints) {
        if (endpoint.collection === change.collection) this.notify(endpoint, change);
      }
    });
  }

  private chance(probability: number): boolean {
    return probability > 0 && this.options.random() < probability;
  }

  /** The stream tells one device's replication that its collection changed: maybe late, maybe never. */
  private notify(endpoint: Endpoint, change: ChangeEvent): void {
    if (this.offline.has(endpoint.device)) return; // no stream while offline; reconnect sends RESYNC
    // Like the app's stream, mostly with the documents (JSON: nothing shared with the store's
    // objects), sometimes without (a change relayed from another server, or too large).
    const withDocuments = change.documents !== undefined && change.previousSeq !== undefined && this.options.random() < 0.7;
    const notice: ChangeNotice<unknown> = withDocuments
      ? { documents: JSON.parse(JSON.stringify(change.documents)) as unknown[], previousSeq: change.previousSeq!, seq: change.seq }
      : 'RESYNC';
    if (withDocuments) this.counts.notificationsWithDocuments++;
    if (this.chance(this.faults.dropNotification)) return void this.counts.dropNotification++;
    if (this.chance(this.faults.delayNotification)) {
      this.counts.delayNotification++;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (!this.offline.has(endpoint.device)) endpoint.stream$.next(notice);
      }, Math.floor(this.options.random() * this.faults.maxNotificationDelayMs));
      this.timers.add(timer);
      return;
    }
    endpoint.stream$.next(notice);
  }

  private assertOnline(device: string): void {
    if (this.offline.has(device)) {
      this.counts.offlineCalls++;
      throw new Error(`${INJECTED}: ${device} is offline`);
    }
  }

  /** What the push route checks before the store: the server's ajv validation of every document. */
  private validate(collection: CollectionName, rows: PushRow[]): void {
    for (const row of rows) {
      const problem = this.validators[collection].check(row.newDocumentState);
      if (problem) {
        const message = `the server refused a pushed ${collection} document: ${problem}`;
        this.unexpectedErrors.push(message);
        throw new Error(message);
      }
    }
  }

  private async push(device: string, collection: CollectionName, rxRows: RxReplicationWriteToMasterRow<unknown>[]): Promise<SyncDocument[]> {
    this.assertOnline(device);
    // What travels over HTTP is JSON: nothing shared with the client's objects.
    const rows = JSON.parse(JSON.stringify(rxRows)) as PushRow[];
    this.validate(collection, rows);
    this.sentPushes.push({ collection, rows });
    let { conflicts } = await this.store.push(this.options.uid, collection, rows);
    this.counts.pushes++;
    this.counts.conflicts += conflicts.length;
    if (this.chance(this.faults.duplicatePush)) {
      this.counts.duplicatePush++;
      // The request reached the server twice; the client gets one of the two answers.
      const second = await this.store.push(this.options.uid, collection, rows);
      if (this.options.random() < 0.5) conflicts = second.conflicts;
    }
    if (this.chance(this.faults.lostPushAnswer)) {
      this.counts.lostPushAnswer++;
      throw new Error(`${INJECTED}: answer of a committed push lost`);
    }
    return JSON.parse(JSON.stringify(conflicts)) as SyncDocument[];
  }

  private async pull(device: string, collection: CollectionName, checkpoint: { seq: number } | undefined, limit: number) {
    this.assertOnline(device);
    const answer = await this.store.pull(this.options.uid, collection, checkpoint?.seq ?? 0, limit);
    if (this.chance(this.faults.lostPullAnswer)) {
      this.counts.lostPullAnswer++;
      throw new Error(`${INJECTED}: answer of a pull lost`);
    }
    return JSON.parse(JSON.stringify(answer)) as typeof answer;
  }

  /** A push sent earlier arrives again, late and out of order (its answer goes nowhere). */
  async replayStalePush(pick: number): Promise<void> {
    if (this.sentPushes.length === 0) return;
    const { collection, rows } = this.sentPushes[pick % this.sentPushes.length]!;
    this.counts.stalePushes++;
    await this.store.push(this.options.uid, collection, rows);
  }

  /**
   * The server folds the user's documents of a collection at the logical row `pick` chooses from
   * each one's length (below 2: not this one), as the push route does (server/src/sync/history-fold.ts):
   * through the store's push, the stored document as the assumed state. Any k, not only the horizon's.
   */
  async foldHistories(collection: CollectionName, pick: (length: number, id: string) => number): Promise<number> {
    const rows: PushRow[] = [];
    for (const doc of await this.everything(collection)) {
      if (!mayFold(collection, doc)) continue;
      const k = pick(logicalLength((doc.crdts as CrdtLog).operations), doc.id);
      if (k < 2) continue;
      const folded = await foldDocument(collection, doc, k);
      if (folded !== doc) rows.push({ newDocumentState: folded, assumedMasterState: doc });
    }
    if (rows.length === 0) return 0;
    const { written } = await this.store.push(this.options.uid, collection, rows);
    this.counts.folds += written;
    return written;
  }

  /** Waits until one device's replications have pushed and pulled everything (it must be online). */
  async awaitInSync(device: string): Promise<void> {
    await Promise.all(this.endpoints.filter((endpoint) => endpoint.device === device).map((endpoint) => endpoint.state.awaitInSync()));
  }

  /** Starts the live replication of one device's collection with this server. */
  replicate<T>(device: string, collection: RxCollection<T>): RxReplicationState<T, { seq: number }> {
    const name = collection.name as CollectionName;
    const stream$ = new Subject<ChangeNotice<unknown>>();
    const pullStream = collectionPullStream<unknown>(stream$);
    const state = replicateRxCollection<T, { seq: number }>({
      collection,
      replicationIdentifier: `convergence-${device}-${name}`,
      live: true,
      waitForLeadership: false,
      toggleOnDocumentVisible: false,
      retryTime: this.options.retryTime ?? 20,
      autoStart: true,
      push: {
        batchSize: this.options.pushBatchSize ?? 100,
        // As in replications.ts: the push reports to the pull stream too.
        handler: pullStream.pushing((rows) => this.push(device, name, rows as never)) as never,
      },
      pull: {
        batchSize: this.options.pullBatchSize ?? 100,
        // As in replications.ts: the pull reports to the stream, which applies documents when safe.
        handler: pullStream.reporting(catchUpPulls((checkpoint: { seq: number } | undefined, limit) => this.pull(device, name, checkpoint, limit))) as never,
        stream$: pullStream.stream$.pipe(tap((task) => void (task === 'RESYNC' ? undefined : this.counts.documentsApplied++))) as never,
      },
    });
    this.subscriptions.push(
      state.error$.subscribe((error) => {
        const text = JSON.stringify(error.parameters ?? error.message);
        if (!text.includes(INJECTED)) this.unexpectedErrors.push(`${device}/${name}: ${error.message} ${text.slice(0, 500)}`);
      }),
    );
    this.endpoints.push({ device, collection: name, stream$, state: state as never });
    return state;
  }

  /** The device's app stops (a reload, a closed tab): its replications end; replicate() again to restart them. */
  async disconnect(device: string): Promise<void> {
    const leaving = this.endpoints.filter((endpoint) => endpoint.device === device);
    this.endpoints.splice(0, this.endpoints.length, ...this.endpoints.filter((endpoint) => endpoint.device !== device));
    await Promise.all(leaving.map((endpoint) => endpoint.state.cancel().catch(() => undefined)));
  }

  isOnline(device: string): boolean {
    return !this.offline.has(device);
  }

  setOnline(device: string, online: boolean): void {
    if (online === this.isOnline(device)) return;
    if (!online) {
      this.offline.add(device);
      return;
    }
    this.offline.delete(device);
    // The stream reopens: the client re-pulls every collection from its checkpoint.
    for (const endpoint of this.endpoints) if (endpoint.device === device) endpoint.stream$.next('RESYNC');
  }

  /** Every document of the user in a collection as the server holds it now (latest state per id). */
  async everything(collection: CollectionName): Promise<SyncDocument[]> {
    const latest = new Map<string, SyncDocument>();
    let seq = 0;
    for (;;) {
      const page = await this.store.pull(this.options.uid, collection, seq, 500);
      for (const doc of page.documents) latest.set(doc.id, doc);
      if (page.documents.length < 500) return [...latest.values()];
      seq = page.checkpoint.seq;
    }
  }

  /**
   * Everyone online, no more faults, then "pull again from the checkpoint and wait until idle" on
   * every replication until a whole round commits nothing to the store. Throws when it does not
   * settle within `maxRounds`, or when a replication does not get in sync within `timeoutMs`.
   */
  async settle(maxRounds = 12, timeoutMs = 15_000): Promise<number> {
    this.faults = NO_FAULTS;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const endpoint of this.endpoints) this.setOnline(endpoint.device, true);
    for (let round = 1; round <= maxRounds; round++) {
      const before = this.changeCount;
      for (const endpoint of this.endpoints) endpoint.state.reSync();
      await withTimeout(
        Promise.all(this.endpoints.map((endpoint) => endpoint.state.awaitInSync())),
        timeoutMs,
        () => `replication did not get in sync within ${timeoutMs} ms (round ${round}); unexpected errors: ${this.unexpectedErrors.join(' | ') || 'none'}`,
      );
      if (this.unexpectedErrors.length > 0) throw new Error(`sync failed: ${this.unexpectedErrors.join(' | ')}`);
      if (round > 1 && this.changeCount === before) return round;
    }
    throw new Error(`sync did not settle in ${maxRounds} rounds`);
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.subscriptions.forEach((subscription) => subscription.unsubscribe());
    await Promise.all(this.endpoints.map((endpoint) => endpoint.state.cancel().catch(() => undefined)));
    await this.store.close();
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
