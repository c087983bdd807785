import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'vitest';
import { COLLECTION_NAMES } from '@schemas/index';
import { createDatabase, getDatabase } from './create-database';
import { closeTestDatabases, openTestDatabase } from './test-support/test-database';

afterEach(closeTestDatabases);

test('PaydownDB opens all seven collections, each under the CRDT plugin', async () => {
  const db = await openTestDatabase();
  expect(Object.keys(db.collections).sort()).toEqual([...COLLECTION_NAMES].sort());
  for (const name of COLLECTION_NAMES) expect(db.collections[name].schema.jsonSchema.crdt).toEqual({ field: 'crdts' });
});

test('a test can open only the collections it needs (13 collections per realm at most)', async () => {
  const db = await openTestDatabase(['debts', 'payments']);
  expect(Object.keys(db.collections).sort()).toEqual(['debts', 'payments']);
});

test('in development every write is validated against the schema', async () => {
  const db = await openTestDatabase(['debts']);
  await expect(db.debts.insert({ id: 'd1', uid: 'u1', name: 'No type' } as never)).rejects.toThrow();
  expect(await db.debts.count().exec()).toBe(0);
});

test('getDatabase opens each name once and hands every caller the same database', async () => {
  const name = `shared${Date.now().toString(36)}`;
  const first = getDatabase({ name, multiInstance: false, collections: ['debts'] });
  const second = getDatabase({ name, multiInstance: false, collections: ['debts'] });
  expect(second).toBe(first);
  const db = await first;
  await db.remove();
  // closed databases are forgotten: the next call opens a new one
  const reopened = getDatabase({ name, multiInstance: false, collections: ['debts'] });
  expect(reopened).not.toBe(first);
  await (await reopened).remove();
});

test('a database that fails to open closes what it opened and rejects', async () => {
  await expect(createDatabase({ name: 'Not A Valid Name', multiInstance: false, collections: ['debts'] })).rejects.toThrow();
});
