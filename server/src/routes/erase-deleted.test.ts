import { hashCRDTOperations, mergeCRDTFields, rebuildFromCRDT } from 'rxdb/plugins/crdt';
import { defaultHashSha256 } from 'rxdb/plugins/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, collectionSchemas, type CollectionName } from '../../../schemas/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { debtDocument } from '../../test/sync-fixtures';
import { buildDocumentValidators } from '../sync/document-validators';
import type { SyncDocument } from '../storage/sync-store';
import { ERASE_CREATOR, erasedTombstone, isErased } from './erased-tombstone';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const push = (cookie: string, collection: CollectionName, rows: unknown[]) =>
  t.app.inject({ method: 'POST', url: `/api/sync/${collection}/${collectionSchemas[collection].version}/push`, headers: { cookie }, payload: rows as object[] });
const pullAll = async (cookie: string, collection: CollectionName, seq = 0) =>
  (await t.app.inject({ method: 'GET', url: `/api/sync/${collection}/${collectionSchemas[collection].version}/pull?seq=${seq}&limit=500`, headers: { cookie } })).json() as {
    documents: SyncDocument[];
    checkpoint: { seq: number };
  };
const erase = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/sync/erase-deleted', headers: { cookie } });

const paymentDocument = (uid: string, debtId: string, overrides: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(), uid, debtId, amount: 42.5, date: '2026-01-05', isPrincipalOnly: false, notes: 'Paid from savings',
  createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-01-05T10:00:00.000Z', crdts: { operations: [], hash: '0123456789abcdef' }, _deleted: false, ...overrides,
});

describe('POST /api/sync/erase-deleted', () => {
  it('replaces the contents of the user’s deleted documents, leaves live ones and other users alone, and is idempotent', async () => {
    const alice = await t.signedInUser();
    const bob = await t.signedInUser();
    const live = debtDocument(alice.uid, { name: 'Everyday card' });
    const secret = debtDocument(alice.uid, { name: 'Secret card', notes: 'owed to my brother', _deleted: true });
    const secretPayment = paymentDocument(alice.uid, secret.id as string, { _deleted: true });
    const bobs = debtDocument(bob.uid, { name: 'Bob’s deleted card', _deleted: true });
    expect((await push(alice.cookie, 'debts', [{ newDocumentState: live }, { newDocumentState: secret }])).statusCode).toBe(200);
    expect((await push(alice.cookie, 'payments', [{ newDocumentState: secretPayment }])).statusCode).toBe(200);
    expect((await push(bob.cookie, 'debts', [{ newDocumentState: bobs }])).statusCode).toBe(200);
    const before = await pullAll(alice.cookie, 'debts');

    const answer = await erase(alice.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ erased: { ...Object.fromEntries(COLLECTION_NAMES.map((n) => [n, 0])), debts: 1, payments: 1 }, total: 2 });

    const debts = await pullAll(alice.cookie, 'debts');
    expect(debts.documents.find((doc) => doc.id === live.id)).toEqual(live);
    const erasedDebt = debts.documents.find((doc) => doc.id === secret.id)!;
    expect(erasedDebt).toMatchObject({ id: secret.id, uid: alice.uid, _deleted: true, name: 'Erased' });
    expect(JSON.stringify(erasedDebt)).not.toMatch(/Secret|brother/);
    expect(JSON.stringify((await pullAll(alice.cookie, 'payments')).documents)).not.toContain('savings');
    // A new seq: devices pulling from their checkpoint receive the erased version and drop their copy.
    expect((await pullAll(alice.cookie, 'debts', before.checkpoint.seq)).documents.map((doc) => doc.id)).toEqual([secret.id]);
    // Bob's tombstone is his business.
    expect((await pullAll(bob.cookie, 'debts')).documents).toEqual([bobs]);

    expect((await erase(alice.cookie)).json().total).toBe(0);
    expect((await pullAll(alice.cookie, 'debts', debts.checkpoint.seq)).documents).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await erase('')).statusCode).toBe(401);
  });
});

describe('erased tombstones', () => {
  const at = new Date('2026-02-01T12:00:00.000Z');
  const validators = buildDocumentValidators();

  it.each(COLLECTION_NAMES)('%s: the erased tombstone is valid against the schema and is its own log replayed', async (collection) => {
    const tombstone = erasedTombstone(collection, { id: 'doc-1', uid: 'user-1', _deleted: true, name: 'private' }, at);
    expect(validators[collection].check(tombstone)).toBeNull();
    expect(isErased(tombstone)).toBe(true);
    // What RxDB's dev-mode checks on every write: the document equals the replay of its log, and the hash is RxDB's.
    const schema = collectionSchemas[collection] as never;
    expect(rebuildFromCRDT(schema, tombstone, tombstone.crdts as never)).toEqual(tombstone);
    expect(await hashCRDTOperations(defaultHashSha256, tombstone.crdts as never)).toBe((tombstone.crdts as { hash: string }).hash);
  });

  it('merged with the log of a device that edited the debt while offline, the debt stays deleted', async () => {
    const schema = collectionSchemas.debts as never;
    const original = debtDocument('user-1', { name: 'Secret card' });
    const { crdts: _crdts, _deleted: _d, ...fields } = original;
    const op = (creator: string, time: number, body: object) => ({ creator, time, body: [body] });
    const shared = [[op('device-a', 1, { ifMatch: { $set: fields } })], [op('device-b', 2, { ifMatch: { $set: { name: 'Renamed' } } })]];
    // Device A deleted it (row 2); device C, offline, edited and paid it in the same row and the next.
    const deletedOnA = { operations: [...shared, [op('device-a', 3, { ifMatch: { $set: { _deleted: true } } })]], hash: '' };
    const editedOnC = {
      operations: [...shared, [op('device-c', 4, { ifMatch: { $set: { name: 'Still here?' } } })], [op('device-c', 5, { ifMatch: { $inc: { balance: -100 } } })]],
      hash: '',
    };
    const erased = erasedTombstone('debts', { ...original, _deleted: true } as SyncDocument, at).crdts as never;

    for (const [a, b] of [
      [editedOnC, erased],
      [erased, editedOnC],
      [await mergeCRDTFields(defaultHashSha256, deletedOnA as never, editedOnC as never), erased],
    ]) {
      const merged = await mergeCRDTFields(defaultHashSha256, a as never, b as never);
      expect(merged.operations.flat().some((operation) => operation.creator === ERASE_CREATOR)).toBe(true);
      expect(rebuildFromCRDT(schema, original, merged)).toMatchObject({ _deleted: true });
    }
  });
});
