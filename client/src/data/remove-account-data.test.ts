import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { getDatabase } from './create-database';
import { createDebt } from './debts/create-debt';
import { databaseNameFor } from './database-name';
import { removeAccountData } from './remove-account-data';
import { testContext } from './test-support/test-database';
import { visa } from './test-support/test-debt';

/** A Storage kept in memory (this test runs without a DOM). */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

test('removes the closed account’s local database and its notes, and nothing of another account', async () => {
  const closed = `Closed${Date.now().toString(36)}`;
  const other = `Other${Date.now().toString(36)}`;
  for (const uid of [closed, other]) {
    const db = await getDatabase({ name: databaseNameFor(uid), multiInstance: false, collections: ['debts'] });
    expect((await createDebt(testContext(db, uid), visa())).success).toBe(true);
    await db.close();
  }
  const storage = memoryStorage({
    [`paydown:lastSyncedAt:${closed}`]: '2026-11-20',
    [`paydown:erase-pending:${closed}`]: '2026-11-20',
    [`paydown:lastSyncedAt:${other}`]: '2026-11-20',
    'paydown:theme': 'dark',
  });

  const names = async () => (await indexedDB.databases()).map((info) => info.name ?? '');
  expect((await names()).filter((name) => name.includes(databaseNameFor(closed)))).not.toEqual([]);

  await removeAccountData(closed, storage);

  expect((await names()).filter((name) => name.includes(databaseNameFor(closed)))).toEqual([]);
  expect((await names()).filter((name) => name.includes(databaseNameFor(other)))).not.toEqual([]);

  const reopened = await getDatabase({ name: databaseNameFor(closed), multiInstance: false, collections: ['debts'] });
  expect(await reopened.debts.count().exec()).toBe(0);
  await reopened.remove();
  const kept = await getDatabase({ name: databaseNameFor(other), multiInstance: false, collections: ['debts'] });
  expect(await kept.debts.count().exec()).toBe(1);
  await kept.remove();
  expect(Array.from({ length: storage.length }, (_, index) => storage.key(index)).sort()).toEqual([`paydown:lastSyncedAt:${other}`, 'paydown:theme']);
});
