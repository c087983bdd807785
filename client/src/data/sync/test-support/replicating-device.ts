/**
 * A device that replicates with the REAL server store (server/src/storage/sqlite-sync-store.ts, in
 * memory) through the app's own replication code (replications.ts: `replicateCollection`,
 * `startReplication`), with the pull and push handlers calling the store instead of HTTP. Its
 * database lives in fake-indexeddb under a fixed name, so closing and opening it again is a reload.
 * Only the debts, payments and strategies collections (the RxDB open core allows 13 per realm).
 *
 * Import direction: a client test importing server code is allowed (the lint rule forbids only
 * server → client).
 */
import 'fake-indexeddb/auto';
import { Subject } from 'rxjs';
import type { RxCollection, RxReplicationWriteToMasterRow } from 'rxdb';
import { openSqliteSyncStore } from '../../../../../server/src/storage/sqlite-sync-store';
import type { PushRow, SyncStore } from '../../../../../server/src/storage/sync-store';
import { createDatabase } from '../../create-database';
import type { DataContext } from '../../data-context';
import type { PaydownDatabase } from '../../paydown-database';
import type { ChangeNotice } from '../pull-stream';
import { replicateCollection, startReplication, type CollectionReplication } from '../replications';
import type { PulledDocument } from '../stream-routing';

const COLLECTIONS = ['debts', 'payments', 'strategies'] as const;
type Replicated = (typeof COLLECTIONS)[number];

/** What travels over HTTP is JSON: nothing shared between the client's objects and the store's. */
const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export class TestSyncServer {
  readonly store: SyncStore;
  readonly errors: string[] = [];
  private readonly listeners = new Set<(collection: string) => void>();

  constructor(readonly uid: string) {
    this.store = openSqliteSyncStore(':memory:', { onError: (message, error) => this.errors.push(`${message}: ${String(error)}`) });
    this.store.onChange((change) => this.listeners.forEach((listener) => listener(change.collection)));
  }

  /** The live documents of a collection as the server holds them now. */
  async live(collection: Replicated): Promise<Record<string, unknown>[]> {
    const { documents } = await this.store.pull(this.uid, collection, 0, 10_000);
    const latest = new Map(documents.map((doc) => [doc.id, doc as Record<string, unknown>]));
    return [...latest.values()].filter((doc) => doc._deleted !== true);
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
  replications: Record<Replicated, CollectionReplication>;
  /** The stream reopens (a RESYNC, as the app's sync-stream does) or drops. */
  setOnline(online: boolean): void;
  /** Waits until every replication is idle with nothing left to push or pull (online only). */
  inSync(): Promise<void>;
  /** The page goes away: replications stop, the database closes and keeps its data. */
  close(): Promise<void>;
}

/** Opens (or reopens: same `databaseName`) a device and starts its replications. */
export async function openReplicatingDevice(
  server: TestSyncServer,
  options: { name: string; databaseName: string; online: boolean; now?: () => Date },
): Promise<ReplicatingDevice> {
  const db = await createDatabase({ name: options.databaseName, collections: COLLECTIONS, multiInstance: false });
  let online = options.online;
  const streams = Object.fromEntries(COLLECTIONS.map((collection) => [collection, new Subject<ChangeNotice<PulledDocument>>()])) as Record<
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
        return overTheWire(await server.store.pull(server.uid, collection, checkpoint?.seq ?? 0, batchSize)) as never;
      },
      push: async (rows: RxReplicationWriteToMasterRow<unknown>[]) => {
        if (!online) throw offline();
        const { conflicts } = await server.store.push(server.uid, collection, overTheWire(rows) as PushRow[]);
        return overTheWire(conflicts) as PulledDocument[];
      },
      notices$: streams[collection],
      waitForLeadership: false,
      retryTime: 20,
    });
  const replications = { debts: build('debts'), payments: build('payments'), strategies: build('strategies') };
  const stopListening = server.listen((collection) => {
    if (online && collection in streams) streams[collection as Replicated].next('RESYNC');
  });
  for (const replication of Object.values(replications)) startReplication(replication);
  let ids = 0;
  return {
    db,
    ctx: { db, uid: server.uid, newId: () => `${options.name}-${Date.now().toString(36)}-${++ids}`, ...(options.now ? { now: options.now } : {}) },
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
