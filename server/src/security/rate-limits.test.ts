/**
 * Also seen: nothing limited how often one account pushed, pulled or erased, nor how many streams
 * it held open, nor how often it recorded a sign-in (POST /api/users, a write each time). Each of
 * these routes now has a per-account limit and streams a per-account cap, all configurable (the
 * defaults are far above what the app and the benchmarks use; these tests set small ones).
 * Refusals are 429 with Retry-After, and the limits of one account never touch another.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { pathSpellings, rawRequest } from '../../test/raw-http';
import { openTestStream } from '../../test/sse-client';
import { debtDocument } from '../../test/sync-fixtures';

const DEBTS = `/api/sync/debts/${collectionSchemas.debts.version}`;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ SYNC_RATE_LIMIT_PER_MINUTE: '5', ERASE_RATE_LIMIT_PER_MINUTE: '2', SIGN_IN_RATE_LIMIT_PER_MINUTE: '3', STREAMS_PER_ACCOUNT: '2' });
  base = await t.listen();
});
afterAll(async () => t.close());
afterEach(() => expect(t.serverErrors).toEqual([]));

type SignedIn = Awaited<ReturnType<TestApp['signedInUser']>>;
const push = (user: SignedIn, name: string) =>
  t.app.inject({ method: 'POST', url: `${DEBTS}/push`, headers: { cookie: user.cookie }, payload: [{ newDocumentState: debtDocument(user.uid, { name }) }] });
const pull = (user: SignedIn) => t.app.inject({ method: 'GET', url: `${DEBTS}/pull?seq=0`, headers: { cookie: user.cookie } });
/** POST /api/users over real HTTP, the path on the wire as written. */
const recordSignIn = (user: SignedIn, path = '/api/users', lastLoginAt = new Date().toISOString()) =>
  rawRequest(base, 'POST', path, { cookie: user.cookie }, JSON.stringify({ email: user.email, lastLoginAt }));
const erase = (user: SignedIn) => t.app.inject({ method: 'POST', url: '/api/sync/erase-deleted', headers: { cookie: user.cookie } });

/** A 429 that says when to come back, in seconds, and why. */
function expectTooMany(response: { statusCode: number; headers: Record<string, unknown>; json(): { message: string } }) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json().message).toMatch(/too many/i);
}

describe('per-account limit on recording sign-ins (POST /api/users)', () => {
  it('a sign-up and sign-ins up to the limit, then a 429 with Retry-After and a JSON message; the refused one is not recorded; another account goes on', async () => {
    const [alice, bob] = [await t.signedInUser(), await t.signedInUser()];
    const first = await recordSignIn(alice, '/api/users', '2026-11-01T08:00:00.000Z');
    expect(first.status, first.body).toBe(201);
    expect(JSON.parse(first.body)).toMatchObject({ uid: alice.uid, email: alice.email, lastLoginAt: '2026-11-01T08:00:00.000Z' });
    for (const day of ['02', '03']) expect((await recordSignIn(alice, '/api/users', `2026-11-${day}T08:00:00.000Z`)).status).toBe(200);

    const refused = await recordSignIn(alice, '/api/users', '2026-11-04T08:00:00.000Z');
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many sign-ins from this account; try again in \d+ seconds\.$/) });
    expect((await t.app.users.findByUid(alice.uid))?.lastLoginAt).toBe('2026-11-03T08:00:00.000Z');

    expect((await recordSignIn(bob)).status).toBe(201);
  });

  it('every spelling of the path that reaches the route counts against the same limit: none gets past it', async () => {
    const carol = await t.signedInUser();
    for (let i = 0; i < 3; i += 1) expect((await recordSignIn(carol)).status).toBeLessThan(300);
    const answers = new Map<string, number>();
    for (const path of ['/api/users', ...pathSpellings('/api/users')]) answers.set(path, (await recordSignIn(carol, path)).status);
    // The router decodes percent-encoded letters, so those spellings reach the route; the rest (another case, a trailing slash…) reach none.
    const reached = [...answers].filter(([, status]) => status !== 404);
    expect(reached.length).toBeGreaterThan(1);
    expect(reached.filter(([, status]) => status !== 429)).toEqual([]);
  });
});

describe('per-account limits on sync', () => {
  it('push: past the limit a 429 with Retry-After, the refused push is not stored, and another account on the same address goes on', async () => {
    const [alice, bob] = [await t.signedInUser(), await t.signedInUser()];
    for (let i = 0; i < 5; i += 1) expect((await push(alice, `debt ${i}`)).statusCode).toBe(200);
    expectTooMany(await push(alice, 'one too many'));
    expect(JSON.stringify((await pull(alice)).json())).not.toContain('one too many');
    expect((await push(bob, 'bob debt')).statusCode).toBe(200);
  });

  it('pull: past the limit a 429 with Retry-After; another account goes on', async () => {
    const [alice, bob] = [await t.signedInUser(), await t.signedInUser()];
    for (let i = 0; i < 5; i += 1) expect((await pull(alice)).statusCode).toBe(200);
    expectTooMany(await pull(alice));
    expect((await pull(bob)).statusCode).toBe(200);
  });

  it('erase: past the limit a 429 with Retry-After; another account goes on', async () => {
    const [alice, bob] = [await t.signedInUser(), await t.signedInUser()];
    for (let i = 0; i < 2; i += 1) expect((await erase(alice)).statusCode).toBe(200);
    expectTooMany(await erase(alice));
    expect((await erase(bob)).statusCode).toBe(200);
  });

  it('streams: one more than the cap is a 429 with Retry-After; closing one makes room; another account is not counted', async () => {
    const [alice, bob] = [await t.signedInUser(), await t.signedInUser()];
    const first = await openTestStream(`${base}/api/sync/stream`, alice.cookie);
    const second = await openTestStream(`${base}/api/sync/stream`, alice.cookie);
    expect([first.status, second.status]).toEqual([200, 200]);
    const refused = await fetch(`${base}/api/sync/stream`, { headers: { cookie: alice.cookie } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/too many/i);
    const bobs = await openTestStream(`${base}/api/sync/stream`, bob.cookie);
    expect(bobs.status).toBe(200);

    first.close();
    await expect.poll(async () => {
      const again = await openTestStream(`${base}/api/sync/stream`, alice.cookie);
      again.close();
      return again.status;
    }).toBe(200);
    second.close();
    bobs.close();
  });
});
