import { getDatabase } from './create-database';
import { databaseNameFor } from './database-name';

/**
 * Removes everything this browser keeps of an account that was closed: its local database (every
 * collection, with the sync checkpoints) and the notes kept under its uid in local storage
 * (`paydown:<what>:<uid>`: last synced time, a pending server erase). Run once the account's space
 * has closed (sync stopped); opening the database again here, if it was closed, is what lets RxDB
 * remove all of its storage.
 */
export async function removeAccountData(uid: string, storage: Storage = localStorage): Promise<void> {
  const db = await getDatabase({ name: databaseNameFor(uid) });
  await db.remove();
  const suffix = `:${uid}`;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && key.startsWith('paydown:') && key.endsWith(suffix),
  );
  for (const key of keys) storage.removeItem(key);
}
