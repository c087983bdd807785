import { DATABASE_NAME } from '@schemas/database-name';
import type { PaydownDatabase } from './paydown-database';
import type { CreateDatabaseOptions } from './rx-database';

export type { CreateDatabaseOptions } from './rx-database';

/**
 * RxDB, Dexie, their plugins and the collection schemas are about a quarter of the app's JavaScript
 * and the login screen needs none of them, so they live in a chunk of their own, fetched the first
 * time a database is opened (or earlier through preloadDatabaseCode). The service worker precaches
 * that chunk like every other, so an offline start still opens the database.
 */
const loadRxDatabase = () => import('./rx-database');

/** Starts fetching the database code without opening anything (a signed-in reload, before auth resolves). */
export function preloadDatabaseCode(): Promise<unknown> {
  // A failed preload is not an error: opening the database imports again and reports it there.
  return loadRxDatabase().catch(() => undefined);
}

/**
 * Opens PaydownDB: RxDB on the Dexie (IndexedDB) storage, every collection under the CRDT plugin.
 * Prefer `getDatabase()`, which opens each name once per page; this factory is for tests and tools.
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<PaydownDatabase> {
  const { openRxDatabase } = await loadRxDatabase();
  return openRxDatabase(options);
}

const openDatabases = new Map<string, Promise<PaydownDatabase>>();

/**
 * The app's database, created once per name outside React (a module-level promise): a second
 * `createRxDatabase` with the same name in one page throws DB8, and StrictMode's double mount would
 * otherwise open every collection twice (COL23). A failed or closed database is forgotten so the
 * next call tries again.
 */
export function getDatabase(options: CreateDatabaseOptions = {}): Promise<PaydownDatabase> {
  const name = options.name ?? DATABASE_NAME;
  let opening = openDatabases.get(name);
  if (!opening) {
    opening = createDatabase({ ...options, name });
    openDatabases.set(name, opening);
    const forget = () => {
      if (openDatabases.get(name) === opening) openDatabases.delete(name);
    };
    opening.then((db) => db.onClose.push(forget), forget);
  }
  return opening;
}
