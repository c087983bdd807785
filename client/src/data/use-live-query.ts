import { startTransition, useContext, useEffect, useMemo, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';
import { startUp } from '@/start-up/start-up';
import { DatabaseFailureContext } from './database-context';
import type { PaydownDatabase } from './paydown-database';
import { useDatabaseState } from './use-database';

/** What a live query hook returns: the latest value, whether it is still coming, and a failure. */
export interface LiveResult<T> {
  data: T;
  isLoading: boolean;
  error: Error | null;
}

interface Snapshot<T> {
  source: Observable<T> | null;
  data: T;
  error: Error | null;
  received: boolean;
}

/**
 * Subscribes to an observable for as long as the component is mounted and returns its latest value.
 * `source` must be stable between renders (build it in useMemo); `initial` is shown until the first
 * value arrives and should be a module-level constant.
 */
export function useObservable<T>(source: Observable<T> | null, initial: T): LiveResult<T> {
  const [snapshot, setSnapshot] = useState<Snapshot<T>>({ source, data: initial, error: null, received: false });

  useEffect(() => {
    if (!source) return undefined;
    let subscription: Subscription | null = null;
    let stopped = false;
    // Each subscription starts in a stage of its own. A screen mounts several live queries at once,
    // and React runs their effects in one task: subscribed there, the first runs of all their
    // queries (RxDB's query planning, matching, first reads) made one task of about 80 ms on a
    // 4x-throttled phone CPU at start. The value arrives a few milliseconds later instead.
    void startUp.stage(() => {
      if (stopped) return;
      // New values render as a transition: React renders them in slices that yield to the browser,
      // so a long list re-rendering never holds up the sync engine's IndexedDB callbacks and fetches.
      subscription = source.subscribe({
        next: (data) => startTransition(() => setSnapshot({ source, data, error: null, received: true })),
        error: (error: unknown) =>
          setSnapshot({ source, data: initial, error: error instanceof Error ? error : new Error(String(error)), received: true }),
      });
    });
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [source, initial]);

  // A new source (another uid, another debt): show `initial` until it speaks, never the old value.
  if (snapshot.source !== source) return { data: initial, isLoading: source !== null, error: null };
  return { data: snapshot.data, isLoading: source !== null && !snapshot.received, error: snapshot.error };
}

/**
 * A live query of the signed-in user's data: `watch(db, uid)` is subscribed once the database is
 * open and a uid is known. `watch` must be stable: a module-level function, or useCallback when it
 * closes over more inputs (e.g. a debt id).
 */
export function useLiveQuery<T>(
  uid: string | null | undefined,
  watch: (db: PaydownDatabase, uid: string) => Observable<T>,
  initial: T,
): LiveResult<T> {
  const database = useDatabaseState();
  const db = database.db;
  const source = useMemo(() => (db && uid ? watch(db, uid) : null), [db, uid, watch]);
  const live = useObservable(source, initial);
  // A failed read stops the screens (database-provider.tsx): they must not show no data as if there were none.
  const reportFailure = useContext(DatabaseFailureContext);
  useEffect(() => {
    if (live.error) reportFailure(live.error);
  }, [live.error, reportFailure]);
  if (database.status === 'error') return { data: initial, isLoading: false, error: database.error };
  return { ...live, isLoading: database.status === 'loading' || live.isLoading };
}
