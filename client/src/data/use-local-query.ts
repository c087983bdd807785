import { queryOptions, skipToken, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Observable } from 'rxjs';
import { localQueryKey, type LocalQueryPath } from '@/data/query/local-query-keys';
import { loggerOf, type DataContext } from './data-context';
import type { PaydownDatabase } from './paydown-database';
import { useDataContext } from './use-data-context';

/** A cache key of spec §7 that resolves from the signed-in user's own database. */
export interface LocalQuery<T> {
  path: LocalQueryPath;
  /** One read: the cache's first value, and again whenever the cache is invalidated (sign-in). */
  load: (ctx: DataContext) => Promise<T>;
  /** The same value as it changes (this tab, other tabs, sync), written into the cache. */
  watch: (db: PaydownDatabase, uid: string) => Observable<T>;
}

/** The query of one user: read locally, never paused offline, kept fresh by `watch` (see useLocalQuery). */
export function localQueryOptions<T>(query: LocalQuery<T>, ctx: DataContext) {
  return queryOptions({
    queryKey: localQueryKey(query.path, ctx.uid),
    queryFn: () => query.load(ctx),
    // The default 'online' mode would pause the read while offline, though it needs no network.
    networkMode: 'always',
    // Changes arrive through `watch`; a time-based refetch would only repeat the same read.
    staleTime: Infinity,
  });
}

/**
 * The cached value of a local query for the signed-in user. `query` must be a module-level
 * constant. While the database opens (or failed to open) the query waits and `data` is undefined.
 */
export function useLocalQuery<T>(query: LocalQuery<T>, uid: string | null | undefined): UseQueryResult<T> {
  const ctx = useDataContext(uid);
  const client = useQueryClient();
  const result = useQuery(
    ctx ? localQueryOptions(query, ctx) : { queryKey: localQueryKey(query.path, uid ?? ''), queryFn: skipToken },
  ) as UseQueryResult<T>;

  useEffect(() => {
    if (!ctx) return undefined;
    const key = localQueryKey(query.path, ctx.uid);
    // The cache keeps its last value when the live view fails: a failure must not blank the screen.
    const stopped = (error: unknown) => loggerOf(ctx).error(`[PaydownDB] live ${query.path} stopped`, error);
    try {
      const subscription = query.watch(ctx.db, ctx.uid).subscribe({
        next: (value) => client.setQueryData(key, value),
        error: stopped,
      });
      return () => subscription.unsubscribe();
    } catch (error) {
      stopped(error);
      return undefined;
    }
  }, [ctx, client, query]);

  return result;
}
