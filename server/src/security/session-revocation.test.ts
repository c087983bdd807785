/**
 * Finding: signing out did not end the session. After DELETE /api/session the same cookie kept
 * working for pull, push and the stream for its whole lifetime. Now a session is recorded when it is
 * opened and ended in the store when its owner signs out, so it is refused at once, whatever the
 * verification cache holds; "sign out everywhere" ends every session of the person.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { afterTheSecondOf } from '../../test/emulator-accounts';
import { openTestStream } from '../../test/sse-client';
import { STORE_KINDS } from '../../test/store-variants';
import { debtDocument } from '../../test/sync-fixtures';

const DEBTS = `/api/sync/debts/${collectionSchemas.debts.version}`;

describe.each(STORE_KINDS)('%s: a session ends when its owner signs out', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { store: kind });
    base = await t.listen();
  });
  afterAll(async () => t.close());
  afterEach(() => expect(t.serverErrors).toEqual([]));

  const getSession = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  const pull = (cookie: string) => t.app.inject({ method: 'GET', url: `${DEBTS}/pull?seq=0&limit=100`, headers: { cookie } });
  const push = (cookie: string, doc: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${DEBTS}/push`, headers: { cookie }, payload: [{ newDocumentState: doc }] });
  const signOut = (cookie: string) => t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });

  it('after sign-out the same cookie is refused by session, pull, push and stream, an open stream ends, and the other device keeps working', async () => {
    const user = await t.signedInUser();
    const otherDevice = await t.openSession(user.idToken);
    // Verified and remembered by the verification cache before the sign-out.
    expect((await getSession(user.cookie)).statusCode).toBe(200);
    expect((await pull(user.cookie)).statusCode).toBe(200);
    const stream = await openTestStream(`${base}/api/sync/stream`, user.cookie);
    const otherStream = await openTestStream(`${base}/api/sync/stream`, otherDevice);
    await expect.poll(() => [stream.events[0]?.event, otherStream.events[0]?.event]).toEqual(['ready', 'ready']);

    expect((await signOut(user.cookie)).statusCode).toBe(204);

    expect((await getSession(user.cookie)).statusCode).toBe(401);
    expect((await pull(user.cookie)).statusCode).toBe(401);
    const refusedPush = await push(user.cookie, debtDocument(user.uid, { name: 'After sign-out' }));
    expect(refusedPush.statusCode).toBe(401);
    expect((await openTestStream(`${base}/api/sync/stream`, user.cookie)).status).toBe(401);
    await expect.poll(() => stream.ended()).toBe(true);
    expect(stream.events.at(-1)?.event).toBe('unauthorized');

    // The same person's other device is a session of its own: it goes on.
    expect((await getSession(otherDevice)).statusCode).toBe(200);
    expect((await push(otherDevice, debtDocument(user.uid, { name: 'From the other device' }))).statusCode).toBe(200);
    expect(JSON.stringify((await pull(otherDevice)).json())).not.toContain('After sign-out');
    expect(otherStream.ended()).toBe(false);
    await expect.poll(() => otherStream.events.some((event) => event.event === 'change')).toBe(true);
    otherStream.close();
  });

  it('signing out again, or with a cookie already ended, is harmless', async () => {
    const user = await t.signedInUser();
    expect((await signOut(user.cookie)).statusCode).toBe(204);
    expect((await signOut(user.cookie)).statusCode).toBe(204);
    expect((await getSession(user.cookie)).statusCode).toBe(401);
  });

  it('"sign out everywhere" ends every session of the person at once, open streams included, and no one else’s', async () => {
    const user = await t.signedInUser();
    const signedInAt = Date.now();
    const phone = await t.openSession(user.idToken);
    const someoneElse = await t.signedInUser();
    for (const cookie of [user.cookie, phone, someoneElse.cookie]) expect((await getSession(cookie)).statusCode).toBe(200);
    const phoneStream = await openTestStream(`${base}/api/sync/stream`, phone);
    await expect.poll(() => phoneStream.events[0]?.event).toBe('ready');

    await afterTheSecondOf(signedInAt);
    const everywhere = await t.app.inject({ method: 'DELETE', url: '/api/sessions', headers: { cookie: user.cookie } });
    expect(everywhere.statusCode).toBe(204);

    for (const cookie of [user.cookie, phone]) {
      expect((await getSession(cookie)).statusCode).toBe(401);
      expect((await pull(cookie)).statusCode).toBe(401);
    }
    await expect.poll(() => phoneStream.ended()).toBe(true);
    expect(phoneStream.events.at(-1)?.event).toBe('unauthorized');
    // The identity provider ended the sign-in too: the old ID token cannot open a new session.
    const reopened = await t.app.inject({ method: 'POST', url: '/api/session', payload: { idToken: user.idToken } });
    expect(reopened.statusCode).toBe(401);
    expect(reopened.json().message).toMatch(/ended/);
    expect((await getSession(someoneElse.cookie)).statusCode).toBe(200);
  });

  it('"sign out everywhere" needs a session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sessions' })).statusCode).toBe(401);
  });
});
