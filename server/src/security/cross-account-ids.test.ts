/**
 * Finding: document ids were unique across all users, so one account could take another's id
 * (per-person documents use the owner's uid as their id): the victim's own push of it then failed
 * for good, and the 403-versus-200 answer told whether a uid had that document at all. A
 * document's identity now includes its owner in both stores: the same id in two accounts is two
 * documents, and no answer depends on what another account holds.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, collectionSchemas, type CollectionName } from '../../../schemas/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { STORE_KINDS } from '../../test/store-variants';
import { syncDocument } from '../../test/sync-fixtures';

type SignedIn = Awaited<ReturnType<TestApp['signedInUser']>>;

describe.each(STORE_KINDS)('%s: one account’s ids never block, overwrite or reveal another’s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { store: kind });
  });
  afterAll(async () => t.close());
  afterEach(() => expect(t.serverErrors).toEqual([]));

  const url = (collection: CollectionName, action: 'push' | 'pull') => `/api/sync/${collection}/${collectionSchemas[collection].version}/${action}`;
  const push = (user: SignedIn, collection: CollectionName, rows: unknown[]) =>
    t.app.inject({ method: 'POST', url: url(collection, 'push'), headers: { cookie: user.cookie }, payload: rows as object });
  const pullAll = async (user: SignedIn, collection: CollectionName) =>
    (await t.app.inject({ method: 'GET', url: `${url(collection, 'pull')}?seq=0&limit=500`, headers: { cookie: user.cookie } })).json().documents as Array<Record<string, unknown>>;
  const answer = (response: { statusCode: number; body: string }) => ({ status: response.statusCode, body: response.body });

  it.each(COLLECTION_NAMES)('%s: the same id in another account is another document', async (collection) => {
    const [victim, attacker] = [await t.signedInUser(), await t.signedInUser()];
    // Per-person documents use the owner's uid as their id; the others a device-made id.
    const id = ['users', 'subscriptions', 'financialGoals'].includes(collection) ? victim.uid : randomUUID();
    const victimDoc = syncDocument(collection, victim.uid, { id, updatedAt: '2026-11-20T10:00:00.000Z' });
    expect(answer(await push(victim, collection, [{ newDocumentState: victimDoc }]))).toEqual({ status: 200, body: '[]' });

    // The attacker pushes the victim's id, then an id nobody has: the answers are the same.
    const taken = syncDocument(collection, attacker.uid, { id });
    const free = syncDocument(collection, attacker.uid, { id: randomUUID() });
    const onTaken = answer(await push(attacker, collection, [{ newDocumentState: taken }]));
    const onFree = answer(await push(attacker, collection, [{ newDocumentState: free }]));
    expect(onTaken).toEqual({ status: 200, body: '[]' });
    expect(onTaken).toEqual(onFree);
    // With the victim's document (re-owned) as the assumed state: still the attacker's own document.
    const renamedTaken = { ...taken, updatedAt: '2026-11-22T10:00:00.000Z' };
    // (The answer lists each document's id, uid and _deleted first, as the wire contract does; key order means nothing in JSON.)
    const conflict = await push(attacker, collection, [{ newDocumentState: renamedTaken, assumedMasterState: { ...victimDoc, uid: attacker.uid } }]);
    expect({ status: conflict.statusCode, body: conflict.json() }).toEqual({ status: 200, body: [taken] });

    // Each sees exactly their own; the victim's document is untouched and still theirs to change.
    expect(await pullAll(victim, collection)).toEqual([victimDoc]);
    expect((await pullAll(attacker, collection)).map((doc) => doc.id).sort()).toEqual([id, free.id].sort());
    const edited = { ...victimDoc, updatedAt: '2026-11-23T10:00:00.000Z' };
    expect(answer(await push(victim, collection, [{ newDocumentState: edited, assumedMasterState: victimDoc }]))).toEqual({ status: 200, body: '[]' });
    expect(await pullAll(victim, collection)).toEqual([edited]);
    expect((await pullAll(attacker, collection)).find((doc) => doc.id === id)).toEqual(taken);

    // A document claiming another owner is refused alike, whether or not that owner has the id.
    const claimsVictim = answer(await push(attacker, collection, [{ newDocumentState: syncDocument(collection, victim.uid, { id }) }]));
    const claimsNobody = answer(await push(attacker, collection, [{ newDocumentState: syncDocument(collection, `nobody-${randomUUID()}`, { id }) }]));
    expect(claimsVictim.status).toBe(403);
    expect(claimsNobody).toEqual(claimsVictim);
    expect(await pullAll(victim, collection)).toEqual([edited]);
  });

  it('erasing deleted documents touches only the caller’s, also where ids coincide', async () => {
    const [victim, attacker] = [await t.signedInUser(), await t.signedInUser()];
    const id = randomUUID();
    const victimDeleted = syncDocument('debts', victim.uid, { id, name: 'Victim old loan', _deleted: true });
    await push(victim, 'debts', [{ newDocumentState: victimDeleted }]);
    await push(attacker, 'debts', [{ newDocumentState: syncDocument('debts', attacker.uid, { id, _deleted: true }) }]);
    const erased = await t.app.inject({ method: 'POST', url: '/api/sync/erase-deleted', headers: { cookie: attacker.cookie } });
    expect(erased.json().erased.debts).toBe(1);
    expect(await pullAll(victim, 'debts')).toEqual([victimDeleted]);
  });
});
