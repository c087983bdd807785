import { fillWithDefaultSettings, type RxDocumentData, type RxStorage } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { expect, test } from 'vitest';
import { withReplicationMetaInMemory } from './replication-meta-in-memory';

interface Row {
  id: string;
  value: string;
}

const schema = fillWithDefaultSettings<Row>({
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 }, value: { type: 'string' } },
  required: ['id', 'value'],
});
let databases = 0;

function open(storage: RxStorage<unknown, unknown>, databaseName: string, collectionName: string) {
  return storage.createStorageInstance<Row>({ databaseInstanceToken: 'token', databaseName, collectionName, schema, options: {}, multiInstance: false, devMode: false });
}

const doc = (id: string, value: string, rev = '1-a'): RxDocumentData<Row> => ({ id, value, _deleted: false, _attachments: {}, _rev: rev, _meta: { lwt: 1 } });

test('a replication meta instance answers reads from memory, follows its own writes and keeps what the storage refused out', async () => {
  const memory = getRxStorageMemory() as RxStorage<unknown, unknown>;
  const databaseName = `meta${++databases}`;
  const meta = await open(withReplicationMetaInMemory(memory), databaseName, 'rx-replication-meta-abc');
  const other = await open(memory, databaseName, 'rx-replication-meta-abc');

  await meta.bulkWrite([{ document: doc('a', 'pushed') }], 'test');
  expect((await meta.findDocumentsById(['a', 'b'], false)).map((row) => row.value)).toEqual(['pushed']);

  // Read from memory: a write that did not go through this instance is not seen.
  await other.bulkWrite([{ document: doc('b', 'elsewhere') }], 'test');
  expect(await meta.findDocumentsById(['b'], false)).toEqual([]);

  // A write the storage refuses (stale `previous`) leaves the stored state in memory.
  const refused = await meta.bulkWrite([{ previous: doc('a', 'old', '1-z'), document: doc('a', 'refused', '2-b') }], 'test');
  expect(refused.error.map((error) => error.status)).toEqual([409]);
  expect((await meta.findDocumentsById(['a'], false)).map((row) => row.value)).toEqual(['pushed']);
  await Promise.all([meta.remove(), other.close()]);
});

test('other collections are the storage unchanged', async () => {
  const memory = getRxStorageMemory() as RxStorage<unknown, unknown>;
  const databaseName = `meta${++databases}`;
  const debts = await open(withReplicationMetaInMemory(memory), databaseName, 'debts');
  const other = await open(memory, databaseName, 'debts');
  await debts.findDocumentsById(['b'], false);
  await other.bulkWrite([{ document: doc('b', 'elsewhere') }], 'test');
  expect((await debts.findDocumentsById(['b'], false)).map((row) => row.value)).toEqual(['elsewhere']);
  await Promise.all([debts.remove(), other.close()]);
});
