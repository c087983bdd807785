import { hashCRDTOperations, mergeCRDTFields, rebuildFromCRDT } from 'rxdb/plugins/crdt';
import { defaultHashSha256 } from 'rxdb/plugins/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, collectionSchemas, type CollectionName } from '../../../schemas/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { debtDocument } from '../../test/sync-fixtures';
import { buildDocumentValidators } from '../sync/document-validators';
import type { SyncDocument } from '../storage/sync-store';
import { ERASE_CREATOR, bringsBackErasedContents, erasedTombstone, isErased } from './erased-tombstone';

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

  it('keeps an erased document erased when a device that was offline pushes its merge back', async () => {
    const alice = await t.signedInUser();
    const schema = collectionSchemas.debts as never;
    const original = debtDocument(alice.uid, { name: 'Secret card', notes: 'owed to my brother' });
    const { crdts: _crdts, _deleted: _d, ...fields } = original;
    const op = (creator: string, time: number, body: object) => ({ creator, time, body: [body] });
    const created = { operations: [[op('laptop', 1, { ifMatch: { $set: fields } })]], hash: '' };
    const deletedOperations = [...created.operations, [op('laptop', 2, { ifMatch: { $set: { _deleted: true } } })]];
    const deleted = { operations: deletedOperations, hash: await hashCRDTOperations(defaultHashSha256, { operations: deletedOperations, hash: '' } as never) };
    // The laptop deleted the card and erased; the phone, offline all along, renamed it.
    const pushedDeletion = await push(alice.cookie, 'debts', [{ newDocumentState: { ...original, _deleted: true, crdts: deleted } }]);
    expect(pushedDeletion.statusCode, pushedDeletion.body).toBe(200);
    expect((await erase(alice.cookie)).json().total).toBe(1);
    const erased = (await pullAll(alice.cookie, 'debts')).documents.find((doc) => doc.id === original.id)!;
    expect(isErased(erased)).toBe(true);

    // Back online, the phone merges its log with the erased one (as RxDB's CRDT plugin does) and pushes.
    const renamed = { operations: [...created.operations, [op('phone', 3, { ifMatch: { $set: { name: 'Secret card, renamed' } } })]], hash: '' };
    const merged = await mergeCRDTFields(defaultHashSha256, renamed as never, erased.crdts as never);
    const mergedDocument = { ...(rebuildFromCRDT(schema, original, merged) as object), crdts: merged } as unknown as SyncDocument;
    expect(mergedDocument._deleted).toBe(true);
    expect(JSON.stringify(mergedDocument)).toContain('brother');
    const before = await pullAll(alice.cookie, 'debts');
    const pushed = await push(alice.cookie, 'debts', [{ newDocumentState: mergedDocument, assumedMasterState: erased }]);
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json()).toEqual([]);

    // What devices pull from here on is an erased tombstone again, with a seq after the phone's push.
    const after = await pullAll(alice.cookie, 'debts', before.checkpoint.seq);
    expect(after.documents.map((doc) => doc.id)).toEqual([original.id]);
    expect(isErased(after.documents[0]!)).toBe(true);
    expect(JSON.stringify(after.documents)).not.toMatch(/Secret|brother/);
    expect(after.checkpoint.seq).toBeGreaterThan(before.checkpoint.seq + 1);
  });

  it('leaves deleted documents that were never erased, and live ones, as they were pushed', async () => {
    const alice = await t.signedInUser();
    const deletedOnly = debtDocument(alice.uid, { name: 'Old card', _deleted: true });
    const live = debtDocument(alice.uid, { name: 'Everyday card' });
    expect((await push(alice.cookie, 'debts', [{ newDocumentState: deletedOnly }, { newDocumentState: live }])).statusCode).toBe(200);
    const documents = (await pullAll(alice.cookie, 'debts')).documents;
    expect(documents).toEqual(expect.arrayContaining([deletedOnly, live]));
    expect(documents).toHaveLength(2);
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

  it('bringsBackErasedContents: a deleted log with the erase operation beside others, nothing else', () => {
    const tombstone = erasedTombstone('debts', { id: 'doc-1', uid: 'user-1', _deleted: true, name: 'private' }, at);
    const operations = (tombstone.crdts as { operations: unknown[][] }).operations;
    const device = { creator: 'phone', time: 1, body: [{ ifMatch: { $set: { name: 'private' } } }] };
    const merged = { ...tombstone, crdts: { operations: [[device], ...operations], hash: 'h' } };
    expect(bringsBackErasedContents(merged)).toBe(true);
    expect(bringsBackErasedContents(tombstone)).toBe(false);
    expect(bringsBackErasedContents({ ...merged, _deleted: false })).toBe(false);
    expect(bringsBackErasedContents({ ...merged, crdts: { operations: [[device]], hash: 'h' } })).toBe(false);
    expect(bringsBackErasedContents({ id: 'doc-2', uid: 'user-1', _deleted: true })).toBe(false);
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
