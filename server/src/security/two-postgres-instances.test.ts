/**
 * Finding: with two instances on one PostgreSQL, signing out through one left the cookie valid on
 * the other (each had only its own memory of the session), and the users table was created at
 * start without the lock the sync table takes, so two instances starting together on a fresh
 * database could fail their first start. Sessions now live in the shared database, ended sessions
 * are announced to every instance (NOTIFY) so their open streams end too, and every table is
 * created under one advisory lock.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createFreshDatabase, dropDatabase } from '../../test/postgres-databases';
import { openTestStream } from '../../test/sse-client';
import { debtDocument } from '../../test/sync-fixtures';
import { openPostgresUsersStore } from '../storage/postgres-users-store';

const serverUrl = inject('postgresUrl');
const DEBTS = `/api/sync/debts/${collectionSchemas.debts.version}`;

describe('two instances on one PostgreSQL', () => {
  let url: string;
  let one: TestApp;
  let two: TestApp;
  let baseTwo: string;
  beforeAll(async () => {
    url = await createFreshDatabase(serverUrl);
    one = await buildTestApp({ DATABASE_URL: url });
    two = await buildTestApp({ DATABASE_URL: url });
    baseTwo = await two.listen();
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
    await dropDatabase(serverUrl, url);
  });
  afterEach(() => expect([...one.serverErrors, ...two.serverErrors]).toEqual([]));

  const on = (t: TestApp, cookie: string) => ({
    session: async () => (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode,
    pull: async () => (await t.app.inject({ method: 'GET', url: `${DEBTS}/pull?seq=0`, headers: { cookie } })).statusCode,
    push: async (doc: Record<string, unknown>) =>
      (await t.app.inject({ method: 'POST', url: `${DEBTS}/push`, headers: { cookie }, payload: [{ newDocumentState: doc }] })).statusCode,
  });

  it('signing out through instance 1 ends the session on instance 2 at once, its open stream included', async () => {
    const user = await one.signedInUser();
    const onTwo = on(two, user.cookie);
    // Instance 2 has verified the cookie and remembers it (SESSION_RECHECK_SECONDS).
    expect([await onTwo.session(), await onTwo.pull()]).toEqual([200, 200]);
    const stream = await openTestStream(`${baseTwo}/api/sync/stream`, user.cookie);
    await expect.poll(() => stream.events[0]?.event).toBe('ready');

    expect((await one.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie: user.cookie } })).statusCode).toBe(204);

    expect([await onTwo.session(), await onTwo.pull(), await onTwo.push(debtDocument(user.uid))]).toEqual([401, 401, 401]);
    await expect.poll(() => stream.ended()).toBe(true);
    expect(stream.events.at(-1)?.event).toBe('unauthorized');
  });

  it('"sign out everywhere" through instance 2 ends the sessions opened on instance 1, and their streams on instance 2', async () => {
    const user = await one.signedInUser();
    const laptop = await one.openSession(user.idToken);
    const stream = await openTestStream(`${baseTwo}/api/sync/stream`, laptop);
    await expect.poll(() => stream.events[0]?.event).toBe('ready');
    expect(await on(one, laptop).session()).toBe(200);

    expect((await two.app.inject({ method: 'DELETE', url: '/api/sessions', headers: { cookie: user.cookie } })).statusCode).toBe(204);

    for (const cookie of [user.cookie, laptop]) {
      expect([await on(one, cookie).session(), await on(two, cookie).session()]).toEqual([401, 401]);
    }
    await expect.poll(() => stream.ended()).toBe(true);
  });
});

describe('instances starting together on a fresh PostgreSQL database', () => {
  it('all start: every table is created under one lock', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const url = await createFreshDatabase(serverUrl);
      try {
        // The users store alone, eight at once: its table creation is where starts collided.
        const stores = await Promise.allSettled(Array.from({ length: 8 }, () => openPostgresUsersStore(url)));
        for (const store of stores) {
          if (store.status === 'fulfilled') await store.value.close();
          else failures.push(`users store: ${String(store.reason)}`);
        }
      } finally {
        await dropDatabase(serverUrl, url);
      }
    }
    for (let round = 0; round < 3; round += 1) {
      const url = await createFreshDatabase(serverUrl);
      try {
        const apps = await Promise.allSettled([buildTestApp({ DATABASE_URL: url }), buildTestApp({ DATABASE_URL: url })]);
        for (const app of apps) {
          if (app.status === 'fulfilled') await app.value.close();
          else failures.push(`app: ${String(app.reason)}`);
        }
      } finally {
        await dropDatabase(serverUrl, url);
      }
    }
    expect(failures).toEqual([]);
  });
});
