/**
 * A device that replicates with the REAL server store (server/src/storage/sqlite-sync-store.ts, in
 * memory) through the app's own replication code (replications.ts: `replicateCollection`,
 * `startReplication`), with the pull and push handlers calling the store instead of HTTP. Its
 * database lives in fake-indexeddb under a fixed name, so closing and opening it again is a reload.
 * By default only the debts, payments and strategies collections (the RxDB open core allows 13
 * per realm); the years-of-use simulator (scripts/simulate-years.ts) adds the saved plans, keeps
 * the server store in a file and counts the bytes each request carries.
 *
 * Import direction: a client test importing server code is allowed (the lint rule forbids only
 * server → client).
 */
import 'fake-indexeddb/auto';
import { Subject } from 'rxjs';
import type { RxCollection, RxReplicationWriteToMasterRow } from 'rxdb';
import { openSqliteSyncStore } from '../../../../../server/src/storage/sqlite-sync-store';
import type { PushRow, SyncDocument, SyncStore } from '../../../../../server/src/storage/sync-store';
import { foldPushedHistories, type FoldPolicy } from '../../../../../server/src/sync/history-fold';
import { createDatabase } from '../../create-database';
import type { DataContext } from '../../data-context';
import type { PaydownDatabase } from '../../paydown-database';
import type { ChangeNotice } from '../pull-stream';
import { replicateCollection, startReplication, type CollectionReplication } from '../replications';
import type { PulledDocument } from '../stream-routing';

const COLLECTIONS = ['debts', 'payments', 'strategies'] as const;
type Replicated = (typeof COLLECTIONS)[number] | 'amortizationTables';

/** What travels over HTTP is JSON: nothing shared between the client's objects and the store's. */
const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export class TestSyncServer {
  readonly store: SyncStore;
  readonly errors: string[] = [];
  private readonly listeners = new Set<(collection: string) => void>();

  /**
   * `file`: where the store keeps its SQLite database (default: in memory). `historyFold`: fold
   * long histories after each push as the push route does (server/src/sync/history-fold.ts);
   * without it the store keeps every operation.
   */
  constructor(
    readonly uid: string,
    file = ':memory:',
    private readonly historyFold?: FoldPolicy,
  ) {
    this.store = openSqliteSyncStore(file, { onError: (message, error) => this.errors.push(`${message}: ${String(error)}`) });
    this.store.onChange((change) => this.listeners.forEach((listener) => listener(change.collection)));
  }

  /** The live documents of a collection as the server holds them now. */
  async live(collection: Replicated): Promise<Record<string, unknown>[]> {
    const { documents } = await this.store.pull(this.uid, collection, 0, 10_000);
    const latest = new Map(documents.map((doc) => [doc.id, doc as Record<string, unknown>]));
    return [...latest.values()].filter((doc) => doc._deleted !== true);
  }

  /** What the push route does after a push: fold the written documents' long histories (a failure is recorded, as the route logs it). */
  async afterPush(collection: Replicated, rows: readonly PushRow[], conflicts: readonly SyncDocument[]): Promise<void> {
    if (!this.historyFold) return;
    await foldPushedHistories(this.store, this.uid, collection, rows, conflicts, this.historyFold).catch((error: unknown) =>
      this.errors.push(`folding pushed histories failed: ${String(error)}`),
    );
  }

  listen(listener: (collection: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

export interface ReplicatingDevice {
  db: PaydownDatabase;
  ctx: DataContext;
  replications: Partial<Record<Replicated, CollectionReplication>>;
  /** The stream reopens (a RESYNC, as the app's sync-stream does) or drops. */
  setOnline(online: boolean): void;
  /** Waits until every replication is idle with nothing left to push or pull (online only). */
  inSync(): Promise<void>;
  /** The page goes away: replications stop, the database closes and keeps its data. */
  close(): Promise<void>;
}

export interface ReplicatingDeviceOptions {
  name: string;
  databaseName: string;
  online: boolean;
  now?: () => Date;
  /** Default: debts, payments, strategies. */
  collections?: readonly Replicated[];
  /** Default: ids made of the device's name, the wall clock and a counter. */
  newId?: () => string;
  /** RxDB dev-mode (validation of every write); default: the build's (vitest: on). */
  devMode?: boolean;
  /** Told the JSON size of each pull answer and push request, as it would travel over HTTP. */
  onTransfer?: (direction: 'pull' | 'push', collection: Replicated, bytes: number) => void;
}

/** What travels over HTTP, and how many bytes of JSON that is. */
function wired<T>(value: T): { value: T; bytes: number } {
  const json = JSON.stringify(value);
  return { value: JSON.parse(json) as T, bytes: Buffer.byteLength(json) };
}

/** Opens (or reopens: same `databaseName`) a device and starts its replications. */
export async function openReplicatingDevice(server: TestSyncServer, options: ReplicatingDeviceOptions): Promise<ReplicatingDevice> {
  const collections = options.collections ?? COLLECTIONS;
  const db = await createDatabase({
    name: options.databaseName,
    collections,
    multiInstance: false,
    ...(options.devMode === undefined ? {} : { devMode: options.devMode }),
  });
  let online = options.online;
  const counted = <T>(direction: 'pull' | 'push', collection: Replicated, value: T): T => {
    const { value: copy, bytes } = wired(value);
    options.onTransfer?.(direction, collection, bytes);
    return copy;
  };
  const streams = Object.fromEntries(collections.map((collection) => [collection, new Subject<ChangeNotice<PulledDocument>>()])) as Record<
    Replicated,
    Subject<ChangeNotice<PulledDocument>>
  >;
  const offline = () => new Error(`${options.name} is offline`);
  const build = (collection: Replicated) =>
    replicateCollection({
      collection: db[collection] as unknown as RxCollection,
      identifier: `replicating-device-${options.name}-${collection}`,
      pull: async (checkpoint, batchSize) => {
        if (!online) throw offline();
        return counted('pull', collection, await server.store.pull(server.uid, collection, checkpoint?.seq ?? 0, batchSize)) as never;
      },
      push: async (rows: RxReplicationWriteToMasterRow<unknown>[]) => {
        if (!online) throw offline();
        const pushed = counted('push', collection, rows) as PushRow[];
        const { conflicts } = await server.store.push(server.uid, collection, pushed);
        await server.afterPush(collection, pushed, conflicts);
        return overTheWire(conflicts) as PulledDocument[];
      },
      notices$: streams[collection],
      waitForLeadership: false,
      retryTime: 20,
    });
  const replications = Object.fromEntries(collections.map((collection) => [collection, build(collection)])) as Partial<
    Record<Replicated, CollectionReplication>
  >;
  const stopListening = server.listen((collection) => {
    if (online && collection in streams) streams[collection as Replicated].next('RESYNC');
  });
  for (const replication of Object.values(replications)) startReplication(replication);
  let ids = 0;
  return {
    db,
    ctx: {
      db,
      uid: server.uid,
      newId: options.newId ?? (() => `${options.name}-${Date.now().toString(36)}-${++ids}`),
      ...(options.now ? { now: options.now } : {}),
    },
    replications,
    setOnline(next) {
      online = next;
      if (next) for (const stream of Object.values(streams)) stream.next('RESYNC');
    },
    async inSync() {
      await Promise.all(Object.values(replications).map((replication) => replication.awaitInSync()));
    },
    async close() {
      stopListening();
      await Promise.all(Object.values(replications).map((replication) => replication.cancel()));
      await db.close();
    },
  };
}
