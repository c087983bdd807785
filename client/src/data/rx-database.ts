/**
 * The heavy half of opening PaydownDB: RxDB, its plugins, the Dexie storage and the collection
 * schemas. App code reaches it only through create-database.ts, which imports it dynamically.
 */
import { addRxPlugin, createRxDatabase, type RxCollectionCreator, type RxStorage } from 'rxdb';
import { RxDBcrdtPlugin } from 'rxdb/plugins/crdt';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { startUp } from '@/start-up/start-up';
import { COLLECTION_NAMES, DATABASE_NAME, collectionSchemas, type CollectionName } from '@schemas/index';
import { historyMergePlugin } from './history/history-merge-plugin';
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
  // After the CRDT plugin: it wraps the conflict handler that plugin sets (docs/sync.md, "Bounded history").
  addRxPlugin(historyMergePlugin);
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
 * Loaded on demand through create-database.ts, never imported statically by app code.
 */
export async function openRxDatabase(options: CreateDatabaseOptions = {}): Promise<PaydownDatabase> {
  const devMode = options.devMode ?? import.meta.env.DEV;
  addPlugins();
  if (devMode) await addDevMode();
  const storage = await storageFor(options.storage ?? (getRxStorageDexie() as RxStorage<unknown, unknown>), devMode);

  // RxDB sorts every schema's keys with `localeCompare` (its sortObject, for schema hashes), and
  // the first `localeCompare` of a page sets up ICU's collator: about 50 ms of a 4x-throttled phone
  // CPU, inside the long task in which RxDB creates the database. Set up in a stage of its own, it
  // no longer lengthens that task.
  await startUp.stage(() => 'a'.localeCompare('b'));
  const db = await startUp.stage(() =>
    createRxDatabase<PaydownDatabase['collections']>({
      name: options.name ?? DATABASE_NAME,
      storage,
      multiInstance: options.multiInstance ?? true,
      // A hot reload re-runs this module: close the previous instance instead of throwing DB8.
      closeDuplicates: true,
    }),
  );

  try {
    // One collection per stage: added together, their set-up ran as one chain of microtasks, a
    // single task of about 180 ms on a 4x-throttled phone CPU.
    for (const name of options.collections ?? COLLECTION_NAMES) {
      const creator: RxCollectionCreator = { schema: collectionSchemas[name], migrationStrategies: migrationStrategies[name] };
      await startUp.stage(() => db.addCollections({ [name]: creator }));
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  return db as PaydownDatabase;
}
