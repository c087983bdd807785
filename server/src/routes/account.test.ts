import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectionSchemas, type CollectionName } from '../../../schemas/index';
import { ACCOUNT_CLOSED, RECENT_SIGN_IN_REQUIRED } from '../../../schemas/wire/errors';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { rowsMentioning } from '../../test/rows-mentioning';
import { openTestStream } from '../../test/sse-client';
import { STORE_KINDS } from '../../test/store-variants';
import { syncDocument } from '../../test/sync-fixtures';

type SignedIn = Awaited<ReturnType<TestApp['signedInUser']>>;

const pushUrl = (collection: CollectionName) => `/api/sync/${collection}/${collectionSchemas[collection].version}/push`;

describe.each(STORE_KINDS)('%s: closing an account', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { store: kind });
    base = await t.listen();
  });
  afterAll(async () => t.close());
  afterEach(() => expect(t.serverErrors).toEqual([]));

  const push = (cookie: string, collection: CollectionName, doc: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: pushUrl(collection), headers: { cookie }, payload: [{ newDocumentState: doc }] });
  const closeAccount = (cookie: string, idToken: unknown) =>
    t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: idToken === undefined ? {} : { idToken } });

  /** A person with a server record and documents in every collection, one of them deleted and erased. */
  async function personWithData(): Promise<SignedIn> {
    const user = await t.signedInUser();
    expect((await t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: user.cookie }, payload: { email: user.email } })).statusCode).toBe(201);
    for (const collection of Object.keys(collectionSchemas) as CollectionName[]) {
      expect((await push(user.cookie, collection, syncDocument(collection, user.uid))).statusCode).toBe(200);
    }
    expect((await push(user.cookie, 'debts', syncDocument('debts', user.uid, { _deleted: true }))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/sync/erase-deleted', headers: { cookie: user.cookie } })).statusCode).toBe(200);
    return user;
  }

  /** A call of the emulator's admin API (on its own port, as the project's owner). */
  async function emulatorAdmin(call: string, body: unknown): Promise<unknown> {
    const response = await fetch(`http://127.0.0.1:${t.emulatorPort}/identitytoolkit.googleapis.com/v1/projects/demo-paydown/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`emulator ${call}: ${response.status} ${await response.text()}`);
    return response.json();
  }

  /** The emulator's own record of the account, or null once it is gone. */
  async function identityOf(uid: string): Promise<unknown> {
    const body = (await emulatorAdmin('accounts:lookup', { localId: [uid] })) as { users?: unknown[] };
    return body.users?.[0] ?? null;
  }

  it('deletes every row of the person in every table and the identity, ends every session and stream, and refuses the old devices; no one else’s data is touched', async () => {
    const user = await personWithData();
    const phone = await t.openSession(user.idToken);
    const someoneElse = await personWithData();
    const phoneStream = await openTestStream(`${base}/api/sync/stream`, phone);
    await expect.poll(() => phoneStream.events[0]?.event).toBe('ready');
    expect((await rowsMentioning(t.config.database, user.uid)).length).toBeGreaterThan(0);
    expect(await identityOf(user.uid)).not.toBeNull();

    const closed = await closeAccount(user.cookie, user.idToken);
    expect(closed.statusCode, closed.body).toBe(204);
    expect(closed.cookies.find((cookie) => cookie.name === 'paydown_session')?.value).toBe('');

    expect(await rowsMentioning(t.config.database, user.uid)).toEqual([]);
    expect(await identityOf(user.uid)).toBeNull();
    // The other device: its stream ends, its cookie is refused, and so is its (still unexpired) token.
    await expect.poll(() => phoneStream.ended()).toBe(true);
    expect((await push(phone, 'debts', syncDocument('debts', user.uid, { name: 'Offline edit' }))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: phone } })).statusCode).toBe(401);
    const reopened = await t.app.inject({ method: 'POST', url: '/api/session', payload: { idToken: user.idToken } });
    expect(reopened.statusCode).toBe(401);
    expect(reopened.json()).toMatchObject({ code: ACCOUNT_CLOSED });
    expect(await rowsMentioning(t.config.database, user.uid)).toEqual([]);

    // Someone else's documents, record, session and identity are all still there.
    expect((await rowsMentioning(t.config.database, someoneElse.uid)).length).toBeGreaterThan(0);
    expect(await t.app.users.findByUid(someoneElse.uid)).not.toBeNull();
    expect(await identityOf(someoneElse.uid)).not.toBeNull();
    const pulled = await t.app.inject({ method: 'GET', url: `/api/sync/debts/${collectionSchemas.debts.version}/pull?seq=0&limit=100`, headers: { cookie: someoneElse.cookie } });
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json().documents).toHaveLength(2);
  });

  it('refuses without a recent sign-in of the same account, and then deletes nothing', async () => {
    const user = await personWithData();
    const someoneElse = await t.signedInUser();
    const before = await rowsMentioning(t.config.database, user.uid);
    // In emulator mode firebase-admin takes unsigned tokens: one of a sign-in ten minutes old,
    // of an account whose sign-ins are valid since an hour ago (so it is not refused as revoked).
    const now = Math.floor(Date.now() / 1000);
    await emulatorAdmin('accounts:update', { localId: user.uid, validSince: String(now - 3600) });
    const oldSignIn = unsignedIdToken({ sub: user.uid, user_id: user.uid, auth_time: now - 600, iat: now, exp: now + 3600 });

    const answers = [
      await closeAccount(user.cookie, undefined),
      await closeAccount(user.cookie, 'not-a-token'),
      await closeAccount(user.cookie, oldSignIn),
      await closeAccount(user.cookie, someoneElse.idToken),
      await t.app.inject({ method: 'DELETE', url: '/api/account', payload: { idToken: user.idToken } }),
      // No method override: only DELETE closes an account.
      await t.app.inject({ method: 'POST', url: '/api/account', headers: { cookie: user.cookie, 'x-http-method-override': 'DELETE' }, payload: { idToken: user.idToken } }),
    ].map((answer) => [answer.statusCode, answer.body ? answer.json<{ code?: string }>().code : undefined]);
    expect(answers).toEqual([
      [400, undefined],
      [401, RECENT_SIGN_IN_REQUIRED],
      [401, RECENT_SIGN_IN_REQUIRED],
      [403, undefined],
      [401, undefined],
      [404, undefined],
    ]);
    expect(await rowsMentioning(t.config.database, user.uid)).toEqual(before);
    expect(await identityOf(user.uid)).not.toBeNull();
    expect(await identityOf(someoneElse.uid)).not.toBeNull();
  });
});

function unsignedIdToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { iss: 'https://securetoken.google.com/demo-paydown', aud: 'demo-paydown', firebase: { sign_in_provider: 'password' }, ...claims };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
