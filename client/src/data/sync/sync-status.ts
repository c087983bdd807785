import { asyncScheduler, defer, map, of, scan, switchMap, tap, timer, type MonoTypeOperatorFunction, type OperatorFunction, type SchedulerLike } from 'rxjs';
import type { SyncPhase, SyncProblem, SyncStatus } from '../cloud-sync';

/** What the leader tab knows about its replications at one moment. */
export interface SyncFacts {
  online: boolean;
  problem: SyncProblem | null;
  /** Some replication is pulling or pushing. */
  active: boolean;
  /** Every replication has finished its first pass since it started. */
  initialDone: boolean;
}

/** The phase those facts amount to (pure: remembering the time of a sync is `withLastSynced`). */
export function phaseOf({ online, problem, active, initialDone }: SyncFacts): Pick<SyncStatus, 'phase' | 'problem'> {
  if (!online) return { phase: 'offline' };
  if (problem) return { phase: 'error', problem };
  if (active || !initialDone) return { phase: 'syncing' };
  return { phase: 'synced' };
}

/** Adds the last sync time to each phase: `now()` whenever the phase is 'synced', else the one before. */
export function withLastSynced(initial: string | null, now: () => Date = () => new Date()): OperatorFunction<Pick<SyncStatus, 'phase' | 'problem'>, SyncStatus> {
  return scan<Pick<SyncStatus, 'phase' | 'problem'>, SyncStatus, { lastSyncedAt: string | null }>(
    (previous, current) => ({ ...current, lastSyncedAt: current.phase === 'synced' ? now().toISOString() : previous.lastSyncedAt }),
    { lastSyncedAt: initial },
  );
}

/**
 * Whether two statuses look the same in the header, which shows the last sync to the minute.
 * Seven replications each toggle their activity for every change that syncs, so without this the
 * header would re-render several times per change.
 */
export function sameShownStatus(a: SyncStatus, b: SyncStatus): boolean {
  return (
    a.phase === b.phase &&
    a.problem?.kind === b.problem?.kind &&
    a.problem?.detail === b.problem?.detail &&
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
