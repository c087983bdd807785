import { createContext, useContext } from 'react';
import type { SyncEngine } from './start-sync';
import { INITIAL_SYNC_STATUS, type SyncStatus } from './sync-status';

export interface SyncApi {
  status: SyncStatus;
  engine: SyncEngine | null;
}

export const SyncContext = createContext<SyncApi>({ status: { ...INITIAL_SYNC_STATUS, phase: 'paused' }, engine: null });

/**
 * The engine alone, in its own context: it changes once per sign-in, while the status changes with
 * every sync, so components that only need the engine (sign-out, erase) do not re-render on each.
 */
export const SyncEngineContext = createContext<SyncEngine | null>(null);

/** How sync is going (for the header) and the engine. Re-renders on every status change. */
export function useSync(): SyncApi {
  return useContext(SyncContext);
}

/** The running engine (for sign-out's final push and the server erase), or null. */
export function useSyncEngine(): SyncEngine | null {
  return useContext(SyncEngineContext);
}
