/**
 * The sync engine (RxDB replication, rxjs, the pull/push and stream clients) is only needed once a
 * person is signed in and their database is open, so it is fetched on demand instead of with the
 * login screen (see create-database.ts for the database code).
 */
export const loadSyncEngine = () => import('./start-sync');

/** Starts fetching the sync code early (a signed-in reload, before auth resolves). */
export function preloadSyncCode(): Promise<unknown> {
  // A failed preload is not an error: SyncProvider imports again and reports it there.
  return loadSyncEngine().catch(() => undefined);
}
