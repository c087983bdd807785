/** What the header shows about sync (issue: synced, syncing, offline, error + last success). */
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
