import { getDatabase } from './create-database';
import { databaseNameFor } from './database-name';

/**
 * The IndexedDB databases RxDB made for a database: the Dexie storage's, one per collection
 * (`rxdb-dexie-<name>--<schema version>--<collection>`), and where there is no BroadcastChannel,
 * its multi-instance channel's (`…RxDB:|dexie|<name>`). The encoding of database-name.ts puts a
 * `-` after the name only as `-<char code>-`, so `<name>--` and a name's end never match another
 * account's database.
 */
function indexedDbsOf(name: string, all: readonly IDBDatabaseInfo[]): string[] {
  return all.map((info) => info.name ?? '').filter((candidate) => candidate.endsWith(name) || candidate.includes(`${name}--`));
}

function deleteIndexedDb(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
  });
}

/**
 * Removes everything this browser keeps of an account that was closed: its local database (every
 * collection, with the sync checkpoints) and the notes kept under its uid in local storage
 * (`paydown:<what>:<uid>`: last synced time, a pending server erase). Run once the account's space
 * has closed (sync stopped). RxDB's remove empties every collection but leaves the Dexie storage's
 * (empty) IndexedDB databases behind: those are deleted too, so not even the account's id stays.
 */
export async function removeAccountData(uid: string, storage: Storage = localStorage): Promise<void> {
  const name = databaseNameFor(uid);
  const db = await getDatabase({ name });
  await db.remove();
  for (const leftover of indexedDbsOf(name, await indexedDB.databases())) await deleteIndexedDb(leftover);
  const suffix = `:${uid}`;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && key.startsWith('paydown:') && key.endsWith(suffix),
  );
  for (const key of keys) storage.removeItem(key);
}
