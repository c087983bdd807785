import type { RxCollection, RxReplicationWriteToMasterRow } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { filter, take, type Observable } from 'rxjs';
import { startUp } from '@/start-up/start-up';
import { COLLECTION_NAMES, collectionSchemas, type CollectionName } from '@schemas/index';
import type { PaydownDatabase } from '../paydown-database';
import { beginBulkWrite } from '../bulk-writes';
import { catchUpPulls } from './catch-up-pulls';
import { collectionPullStream, type ChangeNotice } from './pull-stream';
import { recheckLocalWrites } from './recheck-local-writes';
import { checkpointStored } from './stored-checkpoint';
import { pullDocuments, pushDocuments, type PullAnswerOf, type SyncCheckpoint } from './sync-http';
import type { PulledDocument } from './stream-routing';

/**
 * The documents RxDB writes in one go while catching up: a write costs main-thread time for each
 * document (IndexedDB's structured clone), and 200 payments stay well under a 100 ms task.
 */
const PULL_BATCH_SIZE = 200;

/** A replication whose pull or push failed tries again after this long (RxDB's retryTime). */
const REPLICATION_RETRY_MS = 5_000;

export type CollectionReplication = RxReplicationState<unknown, SyncCheckpoint>;

export interface CollectionReplicationOptions {
  collection: RxCollection;
  /** Names the replication's checkpoints and what it knows the server holds. */
  identifier: string;
  pull: (checkpoint: SyncCheckpoint | undefined, limit: number) => Promise<PullAnswerOf<PulledDocument>>;
  /** Sends rows to the server; resolves with the server's documents of the rows in conflict. */
  push: (rows: RxReplicationWriteToMasterRow<unknown>[]) => Promise<PulledDocument[]>;
  /** What the server's stream says about this collection (stream-routing.ts). */
  notices$: Observable<ChangeNotice<PulledDocument>>;
  /** Only the app's leader tab replicates; a test device is alone. */
  waitForLeadership?: boolean;
  retryTime?: number;
}

/**
 * One collection's live replication with the server, not started yet (see `startReplication`).
 * Local writes reach its push by RxDB's own subscription to the collection's changes: nothing
 * that writes knows about it.
 */
export function replicateCollection(options: CollectionReplicationOptions): CollectionReplication {
  const pullStream = collectionPullStream<PulledDocument>(options.notices$);
  // A fetched page goes to RxDB a slice at a time, each once the one before is stored (catch-up-pulls.ts).
  const persisted = (checkpoint: SyncCheckpoint | undefined) => (checkpoint ? checkpointStored(replication, checkpoint.seq) : Promise.resolve());
  // The views over every payment wait for the end of a catch-up instead of being worked out after each slice.
  let endHold: (() => void) | null = null;
  const catchingUp = (underWay: boolean) => {
    if (underWay) endHold ??= beginBulkWrite('catch-up');
    else {
      endHold?.();
      endHold = null;
    }
  };
  const replication: CollectionReplication = replicateRxCollection<unknown, SyncCheckpoint>({
    collection: options.collection as never,
    replicationIdentifier: options.identifier,
    live: true,
    retryTime: options.retryTime ?? REPLICATION_RETRY_MS,
    waitForLeadership: options.waitForLeadership ?? true,
    autoStart: false,
    // A device far behind asks for larger pages as it goes (catch-up-pulls.ts).
    pull: { batchSize: PULL_BATCH_SIZE, handler: pullStream.reporting(catchUpPulls(options.pull, { persisted, catchingUp })), stream$: pullStream.stream$ },
    // The push reports to the pull stream too: its own pushes close the stream's fast path (pull-stream.ts).
    push: { batchSize: 100, handler: pullStream.pushing(options.push) },
  });
  void replication.canceled$.pipe(filter(Boolean), take(1)).forEach(() => catchingUp(false));
  return replication;
}

/** Starts a replication; once its first pass is done, every local write is checked once more. */
export function startReplication(replication: CollectionReplication): void {
  // A failed start is reported on error$ (logged by start-sync.ts), as with RxDB's autoStart.
  replication.start().then(
    () => recheckLocalWrites(replication as RxReplicationState<unknown, unknown>),
    () => undefined,
  ).catch((error: unknown) => console.warn('[sync] re-checking local writes', error));
}

export interface AppReplicationsOptions {
  db: PaydownDatabase;
  uid: string;
  /** Wraps each request (sync-request-guard.ts). */
  guarded: <T>(work: () => Promise<T>) => Promise<T>;
  noticesFor: (name: CollectionName) => Observable<ChangeNotice<PulledDocument>>;
}

/** The seven collections' replications with the app's server, over HTTP. */
export function replicateAllCollections({ db, uid, guarded, noticesFor }: AppReplicationsOptions): CollectionReplication[] {
  return COLLECTION_NAMES.map((name) => {
    const version = collectionSchemas[name].version;
    return replicateCollection({
      collection: db.collections[name] as unknown as RxCollection,
      // One checkpoint per user, collection and schema version.
      identifier: `paydown-sync-${uid}-${name}-v${version}`,
      pull: (checkpoint, batchSize) => guarded(() => pullDocuments<PulledDocument>(name, version, checkpoint, batchSize)),
      push: (rows) => guarded(() => pushDocuments<PulledDocument>(name, version, rows)),
      notices$: noticesFor(name),
    });
  });
}

/**
 * Only the leader tab replicates. Started together (RxDB's autoStart), the seven replications
 * open their checkpoint storage in one chain of microtasks: one task of about 100 ms on a
 * 4x-throttled phone CPU, just after the first screen. Each start is begun in a stage of its own
 * instead, without waiting for the one before to finish: all seven are under way within a few
 * milliseconds, so sync is in step as soon as before (a sign-out's flush waits for every
 * replication to be in sync; starts awaited one by one held it back for seconds).
 */
export async function startInStages(db: PaydownDatabase, replications: readonly CollectionReplication[]): Promise<void> {
  await db.waitForLeadership();
  for (const replication of replications) {
    await startUp.stage(() => {
      // Stopped meanwhile (sign-out): never started.
      if (!replication.isStopped()) startReplication(replication);
    });
  }
}
