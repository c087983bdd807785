import { addRxPlugin, createRxDatabase, type RxCollectionCreator, type RxStorage } from 'rxdb';
import { RxDBcrdtPlugin } from 'rxdb/plugins/crdt';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { COLLECTION_NAMES, DATABASE_NAME, collectionSchemas, type CollectionName } from '@schemas/index';
import { migrationStrategies } from './migration-strategies';
import type { PaydownDatabase } from './paydown-database';

export interface CreateDatabaseOptions {
  /** IndexedDB database name, lowercase (RxDB's rule). Default: DATABASE_NAME ('paydowndb'). */
  name?: string;
  /** The storage before the dev-mode validator wraps it. Default: Dexie (IndexedDB). */
  storage?: RxStorage<unknown, unknown>;
  /**
   * The collections to open. Default: all seven. The open-source RxDB core allows 13 open collections
   * per JS realm, so tests that simulate two devices open only what they need.
   */
  collections?: readonly CollectionName[];
  /** Share writes between tabs through a BroadcastChannel. Default: true. */
  multiInstance?: boolean;
  /** RxDB dev-mode and ajv validation of every write. Default: import.meta.env.DEV. */
  devMode?: boolean;
}

let pluginsAdded = false;
let devModeAdded: Promise<void> | null = null;

function addPlugins(): void {
  if (pluginsAdded) return;
  addRxPlugin(RxDBcrdtPlugin);
  addRxPlugin(RxDBMigrationSchemaPlugin);
  addRxPlugin(RxDBLeaderElectionPlugin);
  pluginsAdded = true;
}

/** Dev-mode is loaded lazily so that production bundles never contain it. */
function addDevMode(): Promise<void> {
  devModeAdded ??= import('rxdb/plugins/dev-mode').then(({ RxDBDevModePlugin, disableWarnings }) => {
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
  });
  return devModeAdded;
}

async function storageFor(base: RxStorage<unknown, unknown>, devMode: boolean): Promise<RxStorage<unknown, unknown>> {
  if (!devMode) return base;
  // Dev-mode refuses an unvalidated storage (DVM1): validate every write against the schemas.
  const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
  return wrappedValidateAjvStorage({ storage: base }) as RxStorage<unknown, unknown>;
}

/**
 * Opens PaydownDB: RxDB on the Dexie (IndexedDB) storage, every collection under the CRDT plugin.
 * Prefer `getDatabase()`, which opens each name once per page; this factory is for tests and tools.
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<PaydownDatabase> {
  const devMode = options.devMode ?? import.meta.env.DEV;
  addPlugins();
  if (devMode) await addDevMode();

  const db = await createRxDatabase<PaydownDatabase['collections']>({
    name: options.name ?? DATABASE_NAME,
    storage: await storageFor(options.storage ?? (getRxStorageDexie() as RxStorage<unknown, unknown>), devMode),
    multiInstance: options.multiInstance ?? true,
    // A hot reload re-runs this module: close the previous instance instead of throwing DB8.
    closeDuplicates: true,
  });

  try {
    const creators: Partial<Record<CollectionName, RxCollectionCreator>> = {};
    for (const name of options.collections ?? COLLECTION_NAMES) {
      creators[name] = { schema: collectionSchemas[name], migrationStrategies: migrationStrategies[name] };
    }
    await db.addCollections(creators);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db as PaydownDatabase;
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
