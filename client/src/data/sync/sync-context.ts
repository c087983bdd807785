import { createContext, useContext } from 'react';
import type { SyncEngine } from './start-sync';
import { INITIAL_SYNC_STATUS, type SyncStatus } from './sync-status';

export interface SyncApi {
  status: SyncStatus;
  engine: SyncEngine | null;
}

export const SyncContext = createContext<SyncApi>({ status: { ...INITIAL_SYNC_STATUS, phase: 'paused' }, engine: null });

/** How sync is going (for the header) and the engine (for sign-out's final push). */
export function useSync(): SyncApi {
  return useContext(SyncContext);
}
