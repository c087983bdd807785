import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { startUp } from '@/start-up/start-up';
import { INITIAL_SYNC_STATUS, SyncContext, SyncEngineContext, type SyncApi } from '../cloud-sync';
import { useDatabase } from '../use-database';
import { loadSyncEngine } from './load-sync-engine';
import type { SyncEngine } from './start-sync';

interface SyncProviderProps {
  uid: string;
  ensureSession: () => Promise<boolean>;
  children: ReactNode;
}

/**
 * Runs the sync engine for the signed-in user's open database while mounted, and publishes its
 * status and handle to the app (data/cloud-sync.ts: what screens read instead of this layer). The engine's code is
 * imported here rather than at the top (see load-sync-engine.ts); by the time the database is open
 * it has normally arrived, since the two are fetched together. It starts after the first screen.
 */
export function SyncProvider({ uid, ensureSession, children }: SyncProviderProps) {
  const db = useDatabase();
  const [api, setApi] = useState<SyncApi>({ status: INITIAL_SYNC_STATUS, engine: null });

  useEffect(() => {
    if (!db) return undefined;
    let engine: SyncEngine | null = null;
    let unsubscribe = () => {};
    let stopped = false;
    // Local first: the screen renders from the database before sync adds its work (replication
    // set-up, pulls, writes) to the main thread, where a phone's first render would wait behind it.
    Promise.all([loadSyncEngine(), startUp.afterFirstScreen()]).then(
      ([{ startSync }]) => {
        // Unmounted (sign-out, another user) while the code was loading: never start.
        if (stopped) return;
        const started = startSync({ db, uid, ensureSession });
        engine = started;
        // A transition: the status often changes inside the stream's `change` event, which React
        // would otherwise render synchronously (a discrete event) before the pull even starts.
        const subscription = started.status$.subscribe((status) => startTransition(() => setApi({ status, engine: started })));
        unsubscribe = () => subscription.unsubscribe();
      },
      (error: unknown) => {
        // Offline with a stale cache, or a deploy removed the chunk: the app keeps working locally.
        console.warn('[sync] could not load the sync engine', error);
        setApi({ status: { phase: 'error', lastSyncedAt: null, problem: { kind: 'not-started' } }, engine: null });
      },
    );
    return () => {
      stopped = true;
      unsubscribe();
      if (engine) void engine.stop();
    };
  }, [db, uid, ensureSession]);

  return (
    <SyncEngineContext.Provider value={api.engine}>
      <SyncContext.Provider value={api}>{children}</SyncContext.Provider>
    </SyncEngineContext.Provider>
  );
}
