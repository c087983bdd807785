import { useEffect, useState, type ReactNode } from 'react';
import { useDatabase } from '../use-database';
import { SyncContext, type SyncApi } from './sync-context';
import { startSync, type SyncEngine } from './start-sync';
import { INITIAL_SYNC_STATUS } from './sync-status';

interface SyncProviderProps {
  uid: string;
  ensureSession: () => Promise<boolean>;
  children: ReactNode;
}

/** Runs the sync engine for the signed-in user's open database while mounted. */
export function SyncProvider({ uid, ensureSession, children }: SyncProviderProps) {
  const db = useDatabase();
  const [api, setApi] = useState<SyncApi>({ status: INITIAL_SYNC_STATUS, engine: null });

  useEffect(() => {
    if (!db) return undefined;
    const engine: SyncEngine = startSync({ db, uid, ensureSession });
    const subscription = engine.status$.subscribe((status) => setApi({ status, engine }));
    return () => {
      subscription.unsubscribe();
      void engine.stop();
    };
  }, [db, uid, ensureSession]);

  return <SyncContext.Provider value={api}>{children}</SyncContext.Provider>;
}
