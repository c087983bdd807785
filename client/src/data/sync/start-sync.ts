import type { WithDeleted } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import {
  BehaviorSubject,
  Subject,
  combineLatest,
  distinctUntilChanged,
  filter,
  map,
  merge,
  retry,
  timer,
  type Observable,
  type Subscription,
} from 'rxjs';
import { startUp } from '@/start-up/start-up';
import { COLLECTION_NAMES, collectionSchemas, type CollectionName } from '@schemas/index';
import type { PaydownDatabase } from '../paydown-database';
import { collectionPullStream, type ChangeNotice } from './pull-stream';
import { singleFlight } from './single-flight';
import { createBackoffGate, streamRetryDelayMs } from './backoff-gate';
import { pullDocuments, pushDocuments, type SyncCheckpoint } from './sync-http';
import { guardSyncRequests, type SyncProblem } from './sync-request-guard';
import { INITIAL_SYNC_STATUS, SHOW_SYNCING_AFTER_MS, sameShownStatus, showSyncingAfter, type SyncStatus } from './sync-status';
import { pushFirst } from './push-first';
import { openSyncStream, type StreamEvent } from './sync-stream';

export interface StartSyncOptions {
  db: PaydownDatabase;
  uid: string;
  /** Re-opens the server session (fresh ID token → cookie); resolves false when offline. */
  ensureSession: () => Promise<boolean>;
  /** Where the last successful sync time is remembered between visits. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  stream?: () => Observable<StreamEvent>;
}

export interface SyncEngine {
  status$: Observable<SyncStatus>;
  /** Tries to push what is pending (up to `timeoutMs`); true when everything reached the server. */
  flush(timeoutMs: number): Promise<boolean>;
  stop(): Promise<void>;
}

/** A document as the server sends it (pull answers and stream events), checked by its schemas. */
type PulledDocument = WithDeleted<unknown>;

const lastSyncKey = (uid: string) => `paydown:lastSyncedAt:${uid}`;

/** A replication whose pull or push failed tries again after this long (RxDB's retryTime). */
const REPLICATION_RETRY_MS = 5_000;
/** After a failed attempt to reopen the server session, the next waits this long (see single-flight.ts). */
const SESSION_RETRY_COOLDOWN_MS = 10_000;

/**
 * Replicates all seven collections with the server. Runs in the leader tab only (RxDB leader
 * election): other tabs see the results through IndexedDB and the BroadcastChannel. Nothing in
 * the UI waits for it — the app works from local data — and it survives going offline: RxDB
 * retries, and the stream's reopen triggers a RESYNC from every checkpoint.
 */
export function startSync(options: StartSyncOptions): SyncEngine {
  const { db, uid, storage = localStorage } = options;
  const ensureSession = singleFlight(options.ensureSession, SESSION_RETRY_COOLDOWN_MS);
  const resync$ = new Subject<CollectionName | 'all'>();
  /** Changes the stream delivered with their documents (see pull-stream.ts). */
  const delivered$ = new Subject<{ collection: CollectionName; documents: PulledDocument[]; previousSeq: number; seq: number }>();
  const problems$ = new BehaviorSubject<SyncProblem | null>(null);
  const online$ = new BehaviorSubject<boolean>(navigator.onLine);
  let lastSyncedAt = storage.getItem(lastSyncKey(uid));

  const onOnline = () => {
    online$.next(true);
    void ensureSession().then(() => resync$.next('all'));
  };
  const onOffline = () => online$.next(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);

  // Every pull and push waits while the server has asked to (429) and reports how sync is going.
  const backoff = createBackoffGate();
  const guarded = guardSyncRequests({ ensureSession, resyncAll: () => resync$.next('all'), report: (problem) => problems$.next(problem), gate: backoff });

  const replications: RxReplicationState<unknown, SyncCheckpoint>[] = COLLECTION_NAMES.map((name) => {
    const version = collectionSchemas[name].version;
    const notices$ = merge(
      resync$.pipe(
        filter((target) => target === 'all' || target === name),
        map((): ChangeNotice<PulledDocument> => 'RESYNC'),
      ),
      delivered$.pipe(
        filter((change) => change.collection === name),
        map(({ documents, previousSeq, seq }): ChangeNotice<PulledDocument> => ({ documents, previousSeq, seq })),
      ),
    );
    const pullStream = collectionPullStream<PulledDocument>(notices$);
    return replicateRxCollection<unknown, SyncCheckpoint>({
      collection: db.collections[name] as never,
      // One checkpoint per user, collection and schema version.
      replicationIdentifier: `paydown-sync-${uid}-${name}-v${version}`,
      live: true,
      retryTime: REPLICATION_RETRY_MS,
      waitForLeadership: true,
      // Started below, each in a task of its own, once this tab leads.
      autoStart: false,
      pull: {
        batchSize: 200,
        handler: pullStream.reporting((checkpoint: SyncCheckpoint | undefined, batchSize) =>
          guarded(() => pullDocuments<PulledDocument>(name, version, checkpoint, batchSize)),
        ),
        stream$: pullStream.stream$,
      },
      push: {
        batchSize: 100,
        handler: (rows) => {
          const pushed = guarded(() => pushDocuments<PulledDocument>(name, version, rows));
          // The request has left (fetch is called synchronously): renders held for it may run.
          pushFirst.pushStarted();
          return pushed;
        },
      },
    });
  });

  // Only the leader tab replicates. Started together (RxDB's autoStart), the seven replications
  // open their checkpoint storage in one chain of microtasks: one task of about 100 ms on a
  // 4x-throttled phone CPU, just after the first screen. Each start is begun in a stage of its own
  // instead, without waiting for the one before to finish: all seven are under way within a few
  // milliseconds, so sync is in step as soon as before (a sign-out's flush waits for every
  // replication to be in sync; starts awaited one by one held it back for seconds).
  void db.waitForLeadership().then(async () => {
    for (const replication of replications) {
      await startUp.stage(() => {
        // Stopped meanwhile (sign-out): never started. A failed start is reported on error$
        // (logged below), as with RxDB's autoStart.
        if (!replication.isStopped()) replication.start().catch(() => undefined);
      });
    }
  });

  // A refused stream (signed out, too many streams: an EventSource cannot say which) is opened
  // again ever more slowly, and never before the server's own wait; an opened one starts over.
  const streamEvents = (options.stream ?? openSyncStream)().pipe(
    retry({
      delay: (_error, attempt) => {
        void ensureSession();
        return timer(streamRetryDelayMs(attempt, backoff.remaining()));
      },
      resetOnSuccess: true,
    }),
  );
  const subscriptions: Subscription[] = [
    streamEvents.subscribe((event) => {
      if (event.type === 'open') resync$.next('all');
      else if (event.type === 'change') {
        const name = event.collection as CollectionName;
        // Documents of another schema version (this app is outdated, or newer than the server) are
        // left to the pull, which answers 426 when this app must update.
        if (event.changed && event.changed.schemaVersion === collectionSchemas[name]?.version) {
          const { documents, previousSeq, seq } = event.changed;
          delivered$.next({ collection: name, documents: documents as PulledDocument[], previousSeq, seq });
        } else resync$.next(name);
      } else void ensureSession().then(() => resync$.next('all'));
    }),
  ];
  for (const replication of replications) {
    subscriptions.push(replication.error$.subscribe((error) => console.warn('[sync]', error.message)));
  }

  // Only the leader tab replicates; it tells the other tabs how sync is going.
  const isLeader$ = new BehaviorSubject(false);
  const initialDone$ = new BehaviorSubject(false);
  void db.waitForLeadership().then(() => isLeader$.next(true));
  void Promise.all(replications.map((replication) => replication.awaitInitialReplication())).then(() => initialDone$.next(true));
  const active$ = combineLatest(replications.map((replication) => replication.active$)).pipe(map((states) => states.some(Boolean)));

  // The status as it is (what flush trusts and the leader tells the other tabs); each tab shows it
  // through showSyncingAfter.
  const statusSubject = new BehaviorSubject<SyncStatus>({ ...INITIAL_SYNC_STATUS, lastSyncedAt });
  const channel = new BroadcastChannel(`paydown-sync-status-${uid}`);
  subscriptions.push(
    combineLatest([isLeader$, active$, initialDone$, online$, problems$])
      .pipe(
        filter(([leader]) => leader),
        map(([, active, initialDone, online, problem]): SyncStatus => {
          if (!online) return { phase: 'offline', lastSyncedAt };
          if (problem) return { phase: 'error', lastSyncedAt, ...problem };
          if (active || !initialDone) return { phase: 'syncing', lastSyncedAt };
          lastSyncedAt = new Date().toISOString();
          storage.setItem(lastSyncKey(uid), lastSyncedAt);
          return { phase: 'synced', lastSyncedAt };
        }),
        distinctUntilChanged(sameShownStatus),
      )
      .subscribe((status) => {
        statusSubject.next(status);
        channel.postMessage(status);
      }),
    // Only a tab whose writes are pushed right away holds their re-render for the push.
    combineLatest([isLeader$, online$]).subscribe(([leader, online]) => pushFirst.setPushing(leader && online)),
    online$.subscribe((online) => {
      if (!isLeader$.value) statusSubject.next({ ...statusSubject.value, phase: online ? statusSubject.value.phase : 'offline' });
    }),
  );
  channel.onmessage = (event: MessageEvent<SyncStatus | 'status?'>) => {
    if (event.data === 'status?') {
      if (isLeader$.value) channel.postMessage(statusSubject.value);
    } else if (!isLeader$.value) {
      statusSubject.next(event.data);
    }
  };
  channel.postMessage('status?');

  return {
    status$: statusSubject.pipe(showSyncingAfter(SHOW_SYNCING_AFTER_MS), distinctUntilChanged(sameShownStatus)),
    async flush(timeoutMs) {
      // Only the leader replicates; another tab trusts the leader's last word.
      if (!isLeader$.value) return statusSubject.value.phase === 'synced';
      const inSync = Promise.all(replications.map((replication) => replication.awaitInSync())).then(() => true);
      const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs));
      return Promise.race([inSync, timeout]);
    },
    async stop() {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      for (const subscription of subscriptions) subscription.unsubscribe();
      pushFirst.setPushing(false);
      channel.close();
      await Promise.all(replications.map((replication) => replication.cancel()));
    },
  };
}
