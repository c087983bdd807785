import { asyncScheduler, defer, map, of, switchMap, tap, timer, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';

/** What the header shows about sync: synced, syncing, offline, error or paused, and the last success. */
export type SyncPhase = 'synced' | 'syncing' | 'offline' | 'error' | 'paused';

export interface SyncStatus {
  phase: SyncPhase;
  /** ISO time of the last moment every collection was in sync with the server, if ever. */
  lastSyncedAt: string | null;
  /** Why sync is failing, in plain words (phase 'error'). */
  message?: string;
  /** The server answered 426: this app version is too old to sync. */
  outdated?: boolean;
}

export const INITIAL_SYNC_STATUS: SyncStatus = { phase: 'syncing', lastSyncedAt: null };

/**
 * Whether two statuses look the same in the header, which shows the last sync to the minute.
 * Seven replications each toggle their activity for every change that syncs, so without this the
 * header would re-render several times per change.
 */
export function sameShownStatus(a: SyncStatus, b: SyncStatus): boolean {
  return (
    a.phase === b.phase &&
    a.message === b.message &&
    a.outdated === b.outdated &&
    (a.lastSyncedAt ?? '').slice(0, 16) === (b.lastSyncedAt ?? '').slice(0, 16)
  );
}

/** How long a sync must run before the header says "Syncing…". */
export const SHOW_SYNCING_AFTER_MS = 400;

/**
 * Holds back "syncing" after "synced" until it has lasted `ms`: a change syncs in a fraction of a
 * second, and the header flickering to "Syncing…" and back for each one says nothing while
 * costing two renders and two repaints on every device, right when the change is being shown.
 * A sync that ends sooner goes straight to the new "synced"; every other phase shows at once.
 */
export function showSyncingAfter(ms: number, scheduler: SchedulerLike = asyncScheduler): MonoTypeOperatorFunction<SyncStatus> {
  return (source) =>
    defer(() => {
      let shown: SyncPhase | null = null;
      return source.pipe(
        switchMap((status) => (status.phase === 'syncing' && shown === 'synced' ? timer(ms, scheduler).pipe(map(() => status)) : of(status))),
        tap((status) => (shown = status.phase)),
      );
    });
}
