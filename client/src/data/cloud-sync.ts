import { createContext, useContext } from 'react';

/**
 * What the rest of the app sees of sync: how it is going, and a handle to push what is pending or
 * stop. The sync engine (data/sync/) implements it and its provider publishes it; screens, the
 * header and sign-out read it here, so none of them imports the sync layer (docs/architecture.md).
 */

/** What the header shows about sync: synced, syncing, offline, error or paused, and the last success. */
export type SyncPhase = 'synced' | 'syncing' | 'offline' | 'error' | 'paused';

/**
 * Why sync is failing, as a code: the component that shows the status puts it into words.
 * - `session-expired`: the server session could not be renewed (sign in again);
 * - `outdated`: the server answered 426, this app version is too old to sync;
 * - `slowed-down`: the server answered 429 and sync waits as long as it asked;
 * - `refused`: any other failed request (`detail` is the server's own answer);
 * - `not-started`: the sync engine's code could not be loaded.
 */
export type SyncProblemKind = 'session-expired' | 'outdated' | 'slowed-down' | 'refused' | 'not-started';

export interface SyncProblem {
  kind: SyncProblemKind;
  /** The server's answer, for `refused`. */
  detail?: string;
}

export interface SyncStatus {
  phase: SyncPhase;
  /** ISO time of the last moment every collection was in sync with the server, if ever. */
  lastSyncedAt: string | null;
  /** Why sync is failing (phase 'error'). */
  problem?: SyncProblem;
}

export const INITIAL_SYNC_STATUS: SyncStatus = { phase: 'syncing', lastSyncedAt: null };

/** The running sync engine as the app may use it. */
export interface SyncHandle {
  /** Tries to push what is pending (up to `timeoutMs`); true when everything reached the server. */
  flush(timeoutMs: number): Promise<boolean>;
  stop(): Promise<void>;
}

export interface SyncApi {
  status: SyncStatus;
  engine: SyncHandle | null;
}

export const SyncContext = createContext<SyncApi>({ status: { ...INITIAL_SYNC_STATUS, phase: 'paused' }, engine: null });

/**
 * The engine alone, in its own context: it changes once per sign-in, while the status changes with
 * every sync, so components that only need the engine (sign-out, erase) do not re-render on each.
 */
export const SyncEngineContext = createContext<SyncHandle | null>(null);

/** How sync is going (for the header) and the engine. Re-renders on every status change. */
export function useSync(): SyncApi {
  return useContext(SyncContext);
}

/** The running engine (for sign-out's final push and the server erase), or null. */
export function useSyncEngine(): SyncHandle | null {
  return useContext(SyncEngineContext);
}
