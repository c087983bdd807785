import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { debtDocument, syncDocument } from '../../../test/sync-fixtures';
import { collectionSchemas, type CollectionName } from '../../../../schemas/index';
import { readFold, type CrdtLog } from '../../../../schemas/crdt-history';
import { AGE_ROWS, foldTools } from '../../sync/history-fold';

const DEBTS_VERSION = collectionSchemas.debts.version;

let t: TestApp;
let alice: Awaited<ReturnType<TestApp['signedInUser']>>;
let bob: Awaited<ReturnType<TestApp['signedInUser']>>;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await t.signedInUser();
  bob = await t.signedInUser();
});
afterAll(async () => t.close());

const push = (cookie: string, rows: unknown, collection: CollectionName = 'debts', version: number = collectionSchemas[collection].version) =>
  t.app.inject({ method: 'POST', url: `/api/sync/${collection}/${version}/push`, headers: { cookie }, payload: rows as object });
const pull = (cookie: string, query = 'seq=0&limit=100', collection: CollectionName = 'debts', version: number = collectionSchemas[collection].version) =>
  t.app.inject({ method: 'GET', url: `/api/sync/${collection}/${version}/pull?${query}`, headers: { cookie } });

describe('push and pull', () => {
  it('round-trips a document exactly as pushed, with a checkpoint', async () => {
    const doc = debtDocument(alice.uid);
    const pushed = await push(alice.cookie, [{ newDocumentState: doc }]);
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json()).toEqual([]);
    const pulled = await pull(alice.cookie);
    expect(pulled.statusCode).toBe(200);
    const body = pulled.json();
    expect(body.documents).toContainEqual(doc);
    expect(body.checkpoint.seq).toBeGreaterThan(0);
    const after = await pull(alice.cookie, `seq=${body.checkpoint.seq}&limit=100`);
    expect(after.json()).toEqual({ documents: [], checkpoint: { seq: body.checkpoint.seq }, seqs: [] });
  });

  it('answers a stale write with the stored state as a conflict', async () => {
    const doc = debtDocument(alice.uid);
    await push(alice.cookie, [{ newDocumentState: doc }]);
    const renamed = { ...doc, name: 'Renamed' };
    const answer = await push(alice.cookie, [{ newDocumentState: renamed }]); // no assumed state
    expect(answer.json()).toEqual([doc]);
    const ok = await push(alice.cookie, [{ newDocumentState: renamed, assumedMasterState: doc }]);
    expect(ok.json()).toEqual([]);
  });

  it('is idempotent: a re-sent push changes nothing', async () => {
    const doc = debtDocument(alice.uid);
    await push(alice.cookie, [{ newDocumentState: doc }]);
    const before = (await pull(alice.cookie)).json().checkpoint.seq;
    const again = await push(alice.cookie, [{ newDocumentState: doc }]);
    expect(again.statusCode).toBe(200);
    expect((await pull(alice.cookie)).json().checkpoint.seq).toBe(before);
  });
});

describe('isolation: Bob can never reach Alice’s data', () => {
  let aliceDoc: Record<string, unknown>;
  beforeAll(async () => {
    aliceDoc = debtDocument(alice.uid, { name: 'Alice secret loan' });
    await push(alice.cookie, [{ newDocumentState: aliceDoc }]);
  });

  it('pull shows Bob none of Alice’s documents', async () => {
    const body = (await pull(bob.cookie)).json();
    expect(JSON.stringify(body)).not.toContain('Alice secret loan');
  });

  it.each([
    ['a document carrying Alice’s uid', () => [{ newDocumentState: debtDocument(alice.uid) }]],
    ['an assumed state carrying Alice’s uid', () => [{ newDocumentState: { ...aliceDoc, uid: bob.uid }, assumedMasterState: aliceDoc }]],
  ])('push of %s is refused without leaking', async (_label, rows) => {
    const answer = await push(bob.cookie, rows());
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain('Alice secret loan');
    const stored = (await pull(alice.cookie)).json().documents.find((doc: { id: string }) => doc.id === aliceDoc.id);
    expect(stored).toEqual(aliceDoc);
  });

  it.each([
    ['without assumed state', (uid: string) => [{ newDocumentState: { ...aliceDoc, uid, name: 'Bob’s own' } }]],
    ['with Alice’s state (re-owned) assumed', (uid: string) => [{ newDocumentState: { ...aliceDoc, uid, name: 'Bob’s own' }, assumedMasterState: { ...aliceDoc, uid } }]],
  ])('a push of Alice’s document id %s makes a document of Bob’s own and leaves hers alone', async (_label, rows) => {
    const bobs = await t.signedInUser();
    const answer = await push(bobs.cookie, rows(bobs.uid));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('Alice secret loan');
    expect((await pull(bobs.cookie)).json().documents).toEqual([expect.objectContaining({ id: aliceDoc.id, uid: bobs.uid, name: 'Bob’s own' })]);
    const stored = (await pull(alice.cookie)).json().documents.find((doc: { id: string }) => doc.id === aliceDoc.id);
    expect(stored).toEqual(aliceDoc);
  });

  it('a refused push writes none of its other rows (one transaction)', async () => {
    const own = debtDocument(bob.uid, { name: 'Bob own' });
    const answer = await push(bob.cookie, [{ newDocumentState: own }, { newDocumentState: debtDocument(alice.uid) }]);
    expect(answer.statusCode).toBe(403);
    expect(JSON.stringify((await pull(bob.cookie)).json())).not.toContain('Bob own');
  });

  it('a uid in the pull query is ignored: the session decides', async () => {
    const answer = await pull(bob.cookie, `seq=0&limit=100&uid=${alice.uid}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('Alice secret loan');
  });

  it('pull, push and stream without a session are 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/sync/debts/${DEBTS_VERSION}/pull` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/sync/debts/${DEBTS_VERSION}/push`, payload: [] })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/sync/stream' })).statusCode).toBe(401);
  });
});

describe('bad input gets a 4xx with a message and stores nothing', () => {
  const big = 'x'.repeat(300 * 1024);
  it.each([
    ['malformed JSON', { raw: '[{"newDocumentState": ' }, 400, /JSON/],
    ['a body that is not an array', { json: { newDocumentState: {} } }, 400, /array/],
    ['a row without newDocumentState', { json: [{}] }, 400, /newDocumentState/],
    ['a wrong type', { json: [{ newDocumentState: { balance: 'lots' } }] }, 400, /balance must be number/],
    ['a missing required field', { json: [{ newDocumentState: { name: undefined } }] }, 400, /missing required field "name"/],
    ['an unknown enum value', { json: [{ newDocumentState: { type: 'payday_loan' } }] }, 400, /type must be equal to one of/],
    ['an unknown field', { json: [{ newDocumentState: { color: 'red' } }] }, 400, /unknown field "color"/],
    ['a missing _deleted flag', { json: [{ newDocumentState: { _deleted: undefined } }] }, 400, /_deleted/],
    ['a _deleted flag given as a string', { json: [{ newDocumentState: { _deleted: 'false' } }] }, 400, /_deleted must be boolean/],
    ['a document without a uid', { json: [{ newDocumentState: { uid: undefined } }] }, 400, /uid/],
    ['a numeric id', { json: [{ newDocumentState: { id: 7 } }] }, 400, /id must be string/],
    ['an assumed state that is not an object', { json: [{ newDocumentState: {}, assumedMasterState: 'stored' }] }, 400, /assumedMasterState/],
    ['an oversized document', { json: [{ newDocumentState: { notes: big } }] }, 413, /limit/],
  ])('push with %s', async (_label, input, status, message) => {
    const before = (await pull(alice.cookie)).json().checkpoint.seq;
    // Each case overrides fields of an otherwise valid debt, so only the named problem is present.
    const withValidDocs = (rows: unknown) =>
      Array.isArray(rows)
        ? rows.map((row: Record<string, unknown>) =>
            'newDocumentState' in row ? { ...row, newDocumentState: { ...debtDocument(alice.uid), ...(row.newDocumentState as object) } } : row,
          )
        : rows;
    const fixed = 'raw' in input ? input.raw : JSON.stringify(withValidDocs(input.json));
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/sync/debts/${DEBTS_VERSION}/push`,
      headers: { cookie: alice.cookie, 'content-type': 'application/json' },
      payload: fixed,
    });
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toMatch(message);
    expect((await pull(alice.cookie)).json().checkpoint.seq).toBe(before);
  });

  it.each([
    ['an unknown collection', `/api/sync/loans/${DEBTS_VERSION}/pull`, 404, /Unknown collection "loans"/],
    ['a non-numeric checkpoint', `/api/sync/debts/${DEBTS_VERSION}/pull?seq=abc`, 400, /seq/],
    ['a negative checkpoint', `/api/sync/debts/${DEBTS_VERSION}/pull?seq=-1`, 400, /seq/],
    ['a limit of zero', `/api/sync/debts/${DEBTS_VERSION}/pull?limit=0`, 400, /limit/],
    ['a huge limit', `/api/sync/debts/${DEBTS_VERSION}/pull?limit=5000`, 400, /limit/],
    ['a newer schema version than the server', '/api/sync/debts/7/pull', 400, /newer than this server/],
    ['a collection name in capitals', `/api/sync/DEBTS/${DEBTS_VERSION}/pull`, 404, /Unknown collection "DEBTS"/],
    ['an object property for a collection', `/api/sync/__proto__/${DEBTS_VERSION}/pull`, 404, /Unknown collection "__proto__"/],
    ['another object property for a collection', `/api/sync/constructor/${DEBTS_VERSION}/pull`, 404, /Unknown collection "constructor"/],
    ['a schema version that is not a number', '/api/sync/debts/two/pull', 400, /schemaVersion/],
    ['a fractional schema version', '/api/sync/debts/1.5/pull', 400, /schemaVersion/],
    ['a checkpoint given twice', `/api/sync/debts/${DEBTS_VERSION}/pull?seq=1&seq=2`, 400, /seq/],
  ])('pull with %s', async (_label, url, status, message) => {
    const answer = await t.app.inject({ method: 'GET', url, headers: { cookie: alice.cookie } });
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toMatch(message);
  });

  it('an outdated client schema version gets 426 on pull and push', async () => {
    // Simulate the server moving to the next schema version of debts while this client is not.
    const validator = t.app.documentValidators.debts;
    const original = validator.schemaVersion;
    validator.schemaVersion = original + 1;
    try {
      expect((await pull(alice.cookie)).statusCode).toBe(426);
      const answer = await push(alice.cookie, [{ newDocumentState: debtDocument(alice.uid) }]);
      expect(answer.statusCode).toBe(426);
      expect(answer.json().message).toMatch(/out of date/);
    } finally {
      validator.schemaVersion = original;
    }
  });
});

describe('data model 14: histories may be folded (every collection one version up)', () => {
  // An app from before would merge a folded log row by row (docs/sync.md, "Bounded history").
  it.each(Object.keys(collectionSchemas) as CollectionName[])('%s: a client at the version before gets 426 on pull and push; documents written then are still accepted', async (collection) => {
    const before = collectionSchemas[collection].version - 1;
    expect((await pull(alice.cookie, 'seq=0&limit=100', collection, before)).statusCode).toBe(426);
    const doc = syncDocument(collection, alice.uid);
    expect((await push(alice.cookie, [{ newDocumentState: doc }], collection, before)).statusCode).toBe(426);
    expect((await push(alice.cookie, [{ newDocumentState: doc }], collection)).statusCode).toBe(200);
  });

  it('a pushed debt whose log has AGE_ROWS rows or more older than the horizon comes back folded, its fields unchanged', async () => {
    const { crdts: _, ...fields } = debtDocument(alice.uid, { openingBalance: 2500 });
    const longAgo = Date.now() - 400 * 24 * 60 * 60 * 1000;
    const operations = Array.from({ length: AGE_ROWS + 5 }, (_, row) => [
      { creator: 'laptop', time: longAgo + row, body: [{ ifMatch: { $set: row === 0 ? fields : { notes: `note ${row}` } } }] },
    ]);
    const tools = foldTools('debts');
    const doc = { ...tools.replay(operations), crdts: { operations, hash: await tools.hash(operations) } } as unknown as Record<string, unknown> & { id: string };
    expect((await push(alice.cookie, [{ newDocumentState: doc }])).statusCode).toBe(200);
    const stored = (await pull(alice.cookie)).json<{ documents: Record<string, unknown>[] }>().documents.find((d) => d.id === doc.id)!;
    expect(readFold((stored.crdts as CrdtLog).operations).rows).toBe(AGE_ROWS + 5);
    expect({ ...stored, crdts: undefined }).toEqual({ ...doc, crdts: undefined });
  });
});

describe('strategies at schema version 1 (snowflakes, budget steps, chosenAt)', () => {
  it('a client still at version 0 gets 426 on pull and push', async () => {
    expect(collectionSchemas.strategies.version).toBeGreaterThan(0);
    expect((await pull(alice.cookie, 'seq=0&limit=100', 'strategies', 0)).statusCode).toBe(426);
    const { snowflakes: _s, budgetSteps: _b, chosenAt: _c, ...version0 } = syncDocument('strategies', alice.uid);
    expect((await push(alice.cookie, [{ newDocumentState: version0 }], 'strategies', 0)).statusCode).toBe(426);
  });

  it('a document written at version 0 (none of the new fields) is still accepted, and one with them too', async () => {
    const { snowflakes: _s, budgetSteps: _b, chosenAt: _c, ...version0 } = syncDocument('strategies', alice.uid);
    const version1 = syncDocument('strategies', alice.uid);
    const answer = await push(alice.cookie, [{ newDocumentState: version0 }, { newDocumentState: version1 }], 'strategies');
    expect(answer.statusCode).toBe(200);
    const held = (await pull(alice.cookie, 'seq=0&limit=100', 'strategies')).json().documents;
    expect(held).toContainEqual(version0);
    expect(held).toContainEqual(version1);
  });

  it.each([
    ['a snowflake of 0', { snowflakes: { s: { date: '2027-04-15', amount: 0 } } }, /snowflakes\.s\.amount/],
    ['a snowflake without a date', { snowflakes: { s: { amount: 10 } } }, /date/],
    ['a snowflake with an unknown field', { snowflakes: { s: { date: '2027-04-15', amount: 10, note: 'x' } } }, /unknown field "note"/],
    ['a budget step below 0', { budgetSteps: { b: { from: '2027-06-01', monthlyBudget: -1 } } }, /budgetSteps\.b\.monthlyBudget/],
    ['a budget step date that is not YYYY-MM-DD', { budgetSteps: { b: { from: 'June 2027', monthlyBudget: 800 } } }, /budgetSteps\.b\.from/],
    ['a choice time that is not ISO', { chosenAt: 'now' }, /chosenAt/],
  ])('%s is refused with the field named', async (_label, change, message) => {
    const answer = await push(bob.cookie, [{ newDocumentState: syncDocument('strategies', bob.uid, change) }], 'strategies');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(message);
  });
});

describe('users at schema version 1 (reminders)', () => {
  it('a client still at version 0 gets 426 on pull and push', async () => {
    expect(collectionSchemas.users.version).toBeGreaterThan(0);
    expect((await pull(alice.cookie, 'seq=0&limit=100', 'users', 0)).statusCode).toBe(426);
    const { reminders: _r, ...version0 } = syncDocument('users', alice.uid);
    expect((await push(alice.cookie, [{ newDocumentState: version0 }], 'users', 0)).statusCode).toBe(426);
  });

  it('a user written at version 0 (no reminders) is still accepted, and takes the reminders later', async () => {
    const carol = await t.signedInUser();
    const { reminders: _r, ...version0 } = syncDocument('users', carol.uid);
    expect((await push(carol.cookie, [{ newDocumentState: version0 }], 'users')).statusCode).toBe(200);
    expect((await pull(carol.cookie, 'seq=0&limit=100', 'users')).json().documents).toEqual([version0]);
    const version1 = { ...version0, reminders: { enabled: true } };
    const answer = await push(carol.cookie, [{ newDocumentState: version1, assumedMasterState: version0 }], 'users');
    expect(answer.json()).toEqual([]);
    expect((await pull(carol.cookie, 'seq=0&limit=100', 'users')).json().documents).toEqual([version1]);
  });

  it.each([
    ['days before over 30', { reminders: { enabled: true, daysBefore: 31 } }, /reminders\.daysBefore/],
    ['part of a day', { reminders: { daysBefore: 2.5 } }, /reminders\.daysBefore/],
    ['on as text', { reminders: { enabled: 'yes' } }, /reminders\.enabled/],
    ['an unknown reminder field', { reminders: { enabled: true, sound: 'bell' } }, /unknown field "sound"/],
  ])('%s is refused with the field named', async (_label, change, message) => {
    const answer = await push(bob.cookie, [{ newDocumentState: syncDocument('users', bob.uid, change) }], 'users');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(message);
  });
});

describe('payments at schema version 1 (charges: kind, interest, fees)', () => {
  const charge = (uid: string, change: Record<string, unknown> = {}) => syncDocument('payments', uid, { kind: 'charge', amount: 23.41, interest: 20, fees: 3.41, ...change });

  it('a client still at version 0 gets 426 on pull and push', async () => {
    expect(collectionSchemas.payments.version).toBeGreaterThan(0);
    expect((await pull(alice.cookie, 'seq=0&limit=100', 'payments', 0)).statusCode).toBe(426);
    expect((await push(alice.cookie, [{ newDocumentState: syncDocument('payments', alice.uid) }], 'payments', 0)).statusCode).toBe(426);
  });

  it('a payment written at version 0 (no kind) is still accepted, and a charge too', async () => {
    const version0 = syncDocument('payments', alice.uid);
    const version1 = charge(alice.uid);
    const answer = await push(alice.cookie, [{ newDocumentState: version0 }, { newDocumentState: version1 }], 'payments');
    expect(answer.statusCode).toBe(200);
    const held = (await pull(alice.cookie, 'seq=0&limit=100', 'payments')).json().documents;
    expect(held).toContainEqual(version0);
    expect(held).toContainEqual(version1);
  });

  it.each([
    ['an unknown kind', { kind: 'refund' }, /kind/],
    ['interest below 0', { interest: -1 }, /interest/],
    ['fees below 0', { fees: -0.01 }, /fees/],
    ['a charge of 0', { amount: 0 }, /amount/],
  ])('%s is refused with the field named', async (_label, change, message) => {
    const answer = await push(bob.cookie, [{ newDocumentState: charge(bob.uid, change) }], 'payments');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(message);
  });
});
