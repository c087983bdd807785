import { hashCRDTOperations, mergeCRDTFields, rebuildFromCRDT } from 'rxdb/plugins/crdt';
import { defaultHashSha256 } from 'rxdb/plugins/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, collectionSchemas, type CollectionName } from '../../../schemas/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { debtDocument } from '../../test/sync-fixtures';
import type { SyncDocument } from '../storage/sync-store';
import { isErased } from '../sync/erased-tombstone';

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
