import 'fake-indexeddb/auto';
import { addRxPlugin, createRxDatabase, type MigrationStrategies, type RxJsonSchema, type RxStorage } from 'rxdb';
import { RxDBcrdtPlugin } from 'rxdb/plugins/crdt';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { CollectionName } from '@schemas/index';

/**
 * For migration tests: stores `docs` in a database named `name` whose `collection` has an older
 * schema (`schema`, with the migration steps up to its version), as an older Paydown left it, and
 * closes it. Opening `name` with createDatabase then runs the app's migration.
 */
export async function storeAtOldVersion(
  name: string,
  collection: CollectionName,
  schema: RxJsonSchema<unknown>,
  docs: readonly object[],
  migrationStrategies: MigrationStrategies = {},
): Promise<void> {
  addRxPlugin(RxDBcrdtPlugin);
  addRxPlugin(RxDBMigrationSchemaPlugin);
  const old = await createRxDatabase({
    name,
    storage: wrappedValidateAjvStorage({ storage: getRxStorageDexie() as RxStorage<unknown, unknown> }),
    multiInstance: false,
  });
  await old.addCollections({ [collection]: { schema, migrationStrategies } });
  await old[collection]!.bulkInsert(docs as never[]);
  await old.close();
}
