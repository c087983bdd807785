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
