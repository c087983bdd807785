import { BehaviorSubject, combineLatest, distinctUntilChanged, filter, map, share, type Observable, type Subscription } from 'rxjs';
import { INITIAL_SYNC_STATUS, type SyncHandle, type SyncProblem, type SyncStatus } from '../cloud-sync';
import { shareLateEditsWithTabs } from '../history/late-edits-broadcast';
import type { PaydownDatabase } from '../paydown-database';
import { createBackoffGate } from './backoff-gate';
import { openConnection } from './connection';
import { readLastSynced, rememberLastSynced } from './last-synced';
import { replicateAllCollections, startInStages } from './replications';
import { shareStatusWithTabs } from './status-broadcast';
import { createStreamRouting } from './stream-routing';
import { guardSyncRequests } from './sync-request-guard';
import { phaseOf, sameShownStatus, showSyncingAfter, SHOW_SYNCING_AFTER_MS, withLastSynced } from './sync-status';
import type { StreamEvent } from './sync-stream';

export interface StartSyncOptions {
  db: PaydownDatabase;
  uid: string;
  /** Re-opens the server session (fresh ID token → cookie); resolves false when offline. */
  ensureSession: () => Promise<boolean>;
  /** Where the last successful sync time is remembered between visits. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  stream?: () => Observable<StreamEvent>;
}

export interface SyncEngine extends SyncHandle {
  status$: Observable<SyncStatus>;
}

/**
 * Replicates all seven collections with the server (docs/sync.md, "The client's replication"):
 * this file only wires the pieces together. Runs in the leader tab only (RxDB leader election):
 * other tabs see the results through IndexedDB, the status through status-broadcast.ts and late
 * edits through late-edits-broadcast.ts. Nothing
 * in the UI waits for it — the app works from local data, and local writes reach the replications
 * through RxDB's own change streams — and it survives going offline: RxDB retries, and the
 * stream's reopen triggers a RESYNC from every checkpoint.
 */
export function startSync(options: StartSyncOptions): SyncEngine {
  const { db, uid, storage = localStorage } = options;
  const routing = createStreamRouting();
  const resyncAll = () => routing.resync('all');
  const problems$ = new BehaviorSubject<SyncProblem | null>(null);

  // Every pull and push waits while the server has asked to (429) and reports how sync is going.
  const gate = createBackoffGate();
  const connection = openConnection({ ensureSession: options.ensureSession, gate, onBackOnline: resyncAll, ...(options.stream ? { stream: options.stream } : {}) });
  const guarded = guardSyncRequests({ ensureSession: connection.ensureSession, resyncAll, report: (problem) => problems$.next(problem), gate });
  const replications = replicateAllCollections({ db, uid, guarded, noticesFor: routing.noticesFor });
  void startInStages(db, replications);

  const isLeader$ = new BehaviorSubject(false);
  const initialDone$ = new BehaviorSubject(false);
  void db.waitForLeadership().then(() => isLeader$.next(true));
  void Promise.all(replications.map((replication) => replication.awaitInitialReplication())).then(() => initialDone$.next(true));
  const active$ = combineLatest(replications.map((replication) => replication.active$)).pipe(map((states) => states.some(Boolean)));

  // The status as it is, computed in the leader tab only (what flush trusts and the other tabs are told).
  const lastSyncedAt = readLastSynced(storage, uid);
  const leaderStatus$ = combineLatest([isLeader$, active$, initialDone$, connection.online$, problems$]).pipe(
    filter(([leader]) => leader),
    map(([, active, initialDone, online, problem]) => phaseOf({ active, initialDone, online, problem })),
    withLastSynced(lastSyncedAt),
    share(),
  );
  const shownByLeader$ = leaderStatus$.pipe(distinctUntilChanged(sameShownStatus), share());
  const tabs = shareStatusWithTabs({ uid, initial: { ...INITIAL_SYNC_STATUS, lastSyncedAt }, isLeader$, leaderStatus$: shownByLeader$, online$: connection.online$ });
  // The merge reports late edits in the leader tab only; every tab shows them.
  const stopSharingLateEdits = shareLateEditsWithTabs(uid);

  const subscriptions: Subscription[] = [
    connection.events$.subscribe((event) => routing.route(event, () => void connection.ensureSession().then(resyncAll))),
    rememberLastSynced(shownByLeader$, storage, uid),
    ...replications.map((replication) => replication.error$.subscribe((error) => console.warn('[sync]', error.message))),
  ];

  return {
    status$: tabs.status.pipe(showSyncingAfter(SHOW_SYNCING_AFTER_MS), distinctUntilChanged(sameShownStatus)),
    async flush(timeoutMs) {
      // Only the leader replicates; another tab trusts the leader's last word.
      if (!isLeader$.value) return tabs.status.value.phase === 'synced';
      const inSync = Promise.all(replications.map((replication) => replication.awaitInSync())).then(() => true);
      const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs));
      return Promise.race([inSync, timeout]);
    },
    async stop() {
      connection.close();
      for (const subscription of subscriptions) subscription.unsubscribe();
      tabs.stop();
      stopSharingLateEdits();
      await Promise.all(replications.map((replication) => replication.cancel()));
    },
  };
}
