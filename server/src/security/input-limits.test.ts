/**
 * Findings: a push with `"balance": 1e999` was stored as Infinity and pulled back as null; a
 * document nested ~5,000 levels deep gave a 500 (stack overflow while serialising); with
 * PostgreSQL, an id holding a NUL character or a name holding an unpaired surrogate gave a 500
 * where SQLite stored it. Now every JSON body is checked once parsed, before any route works on
 * it: non-finite numbers, nesting beyond 64 levels, NUL characters and unpaired surrogates are
 * refused with a 400 naming the field, the same on both stores, in every field of every route.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, collectionSchemas, type CollectionName } from '../../../schemas/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { STORE_KINDS } from '../../test/store-variants';
import { syncDocument } from '../../test/sync-fixtures';

const MARK = 'BAD-VALUE-GOES-HERE';

/** Raw JSON texts that JSON.stringify cannot produce, and the message each must get. */
const BAD_VALUES = [
  { label: '1e999', raw: '1e999', message: /is a number out of range \(numbers must be finite\)/ },
  { label: '-1e999', raw: '-1e999', message: /is a number out of range \(numbers must be finite\)/ },
  { label: '5,000 levels of nesting', raw: `${'['.repeat(5000)}${']'.repeat(5000)}`, message: /is nested more than 64 levels deep/ },
  { label: 'a NUL character', raw: '"nul-\\u0000-1"', message: /contains a NUL character/ },
  { label: 'an unpaired surrogate', raw: '"a\\ud800b"', message: /contains an unpaired surrogate \(\\ud800\)/ },
] as const;

/** The body with the marked value replaced by `raw`. */
const withRaw = (body: unknown, raw: string) => JSON.stringify(body).replace(`"${MARK}"`, raw);

/** Every field of a collection's documents, and one deep inside a CRDT operation. */
function fieldCases(collection: CollectionName): Array<{ field: string; body: unknown }> {
  const fields = Object.keys(collectionSchemas[collection].properties);
  const cases: Array<{ field: string; body: unknown }> = fields.map((field) => ({ field, body: [{ newDocumentState: syncDocument(collection, 'UID', { [field]: MARK }) }] }));
  const operation = { body: [{ ifMatch: { $set: { name: MARK } } }], creator: 'device', time: 1 };
  cases.push({ field: 'crdts.operations[0][0].body[0].ifMatch.$set.name', body: [{ newDocumentState: syncDocument(collection, 'UID', { crdts: { operations: [[operation]], hash: 'h1' } }) }] });
  cases.push({ field: 'assumedMasterState.updatedAt', body: [{ newDocumentState: syncDocument(collection, 'UID'), assumedMasterState: syncDocument(collection, 'UID', { updatedAt: MARK }) }] });
  return cases;
}

describe.each(STORE_KINDS)('%s: input limits before any work', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signedInUser']>>;
  beforeAll(async () => {
    // One account sends every bad value to POST /api/users, far more calls than its per-minute limit allows.
    t = await buildTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }, { store: kind });
    user = await t.signedInUser();
  });
  afterAll(async () => t.close());
  afterEach(() => expect(t.serverErrors).toEqual([]));

  const post = (url: string, payload: string, cookie = user.cookie) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload });

  it.each(COLLECTION_NAMES)('push of %s: each bad value in each field is a 400 naming the field, and nothing is stored', async (collection) => {
    const url = `/api/sync/${collection}/${collectionSchemas[collection].version}/push`;
    const wrong: string[] = [];
    for (const { field, body } of fieldCases(collection)) {
      const text = JSON.stringify(body).replaceAll('"UID"', JSON.stringify(user.uid));
      for (const bad of BAD_VALUES) {
        const response = await post(url, withRaw(JSON.parse(text), bad.raw));
        const message = response.statusCode === 400 ? (response.json() as { message: string }).message : '';
        const path = field.startsWith('assumedMasterState') ? `body[0].${field}` : `body[0].newDocumentState.${field}`;
        if (!message.startsWith(path) || !bad.message.test(message)) wrong.push(`${field} = ${bad.label}: ${response.statusCode} ${message || response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    const pulled = await t.app.inject({ method: 'GET', url: `/api/sync/${collection}/${collectionSchemas[collection].version}/pull?seq=0`, headers: { cookie: user.cookie } });
    expect(pulled.json().documents).toEqual([]);
  });

  it('POST /api/users: each bad value in each field is a 400 naming the field, and no record is made', async () => {
    const fresh = await t.signedInUser();
    const fields = ['uid', 'email', 'displayName', 'photoURL', 'phoneNumber', 'emailVerified', 'isAnonymous', 'createdAt', 'lastLoginAt'];
    const wrong: string[] = [];
    for (const field of fields) {
      for (const bad of BAD_VALUES) {
        const body = { email: fresh.email, [field]: MARK };
        const response = await post('/api/users', withRaw(body, bad.raw), fresh.cookie);
        const message = response.statusCode === 400 ? (response.json() as { message: string }).message : '';
        if (!message.startsWith(`body.${field}`) || !bad.message.test(message)) wrong.push(`${field} = ${bad.label}: ${response.statusCode} ${message || response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await t.app.users.findByUid(fresh.uid)).toBeNull();

    // What is refused is only what cannot be stored: accents, emoji, other scripts and control
    // characters round-trip exactly, in a record and in a synced document.
    const name = 'Crédit «Visa» 💳 — 信用卡 \u2028 tab\t';
    const created = await post('/api/users', JSON.stringify({ email: fresh.email, displayName: name }), fresh.cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json().displayName).toBe(name);
    const doc = syncDocument('debts', fresh.uid, { name });
    const debts = `/api/sync/debts/${collectionSchemas.debts.version}`;
    expect((await post(`${debts}/push`, JSON.stringify([{ newDocumentState: doc }]), fresh.cookie)).statusCode).toBe(200);
    const pulled = await t.app.inject({ method: 'GET', url: `${debts}/pull?seq=0`, headers: { cookie: fresh.cookie } });
    expect(pulled.json().documents).toEqual([doc]);
  });

  it('POST /api/session: a bad ID token value is a 400 naming it', async () => {
    for (const bad of BAD_VALUES) {
      const response = await t.app.inject({ method: 'POST', url: '/api/session', headers: { 'content-type': 'application/json' }, payload: withRaw({ idToken: MARK }, bad.raw) });
      expect(response.statusCode, bad.label).toBe(400);
      expect(response.json().message).toMatch(bad.message);
    }
  });
});
