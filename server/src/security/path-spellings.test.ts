/**
 * Finding: the Origin check read the raw URL while the router decodes it, so
 * `POST /%61pi/sync/debts/1/push` from a foreign origin was accepted. The checks now run as hooks
 * of the routes themselves (the Origin check on every state-changing request, authentication on
 * the /api scope), so a spelling either reaches a route, and its checks with it, or no route at all.
 *
 * For every route and every spelling the answer must be the canonical path's answer or a 404, and
 * a refused request must change nothing.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { pathSpellings, rawRequest } from '../../test/raw-http';
import { debtDocument } from '../../test/sync-fixtures';

const EVIL = 'https://evil.example';
const PUSH = `/api/sync/debts/${collectionSchemas.debts.version}/push`;
const PULL = `/api/sync/debts/${collectionSchemas.debts.version}/pull`;

let t: TestApp;
let base: string;
let victim: Awaited<ReturnType<TestApp['signedInUser']>>;
let deletedDebt: Record<string, unknown>;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.listen();
  victim = await t.signedInUser();
  // A deleted debt whose contents an erase would replace: a forged erase would show.
  deletedDebt = debtDocument(victim.uid, { name: 'Victim deleted loan', _deleted: true });
  const pushed = await t.app.inject({ method: 'POST', url: PUSH, headers: { cookie: victim.cookie }, payload: [{ newDocumentState: deletedDebt }] });
  expect(pushed.statusCode).toBe(200);
});
afterAll(async () => t.close());
afterEach(() => expect(t.serverErrors).toEqual([]));

interface StateChangingRoute {
  method: string;
  path: string;
  body?: (user: SignedIn) => unknown;
  /** Reads whose spellings this route's test also checks (each needs a session). */
  reads?: string[];
}

type SignedIn = Awaited<ReturnType<TestApp['signedInUser']>>;

/** Every state-changing route of the API. */
const STATE_CHANGING: StateChangingRoute[] = [
  { method: 'POST', path: '/api/session', body: (user) => ({ idToken: user.idToken }), reads: ['/api/session'] },
  { method: 'DELETE', path: '/api/session' },
  { method: 'DELETE', path: '/api/sessions' },
  { method: 'POST', path: '/api/users', body: (user) => ({ email: user.email, displayName: 'Forged' }) },
  { method: 'POST', path: PUSH, body: (user) => [{ newDocumentState: debtDocument(user.uid, { name: 'Forged debt' }) }], reads: [PULL, '/api/sync/stream'] },
  { method: 'POST', path: '/api/sync/erase-deleted' },
  { method: 'DELETE', path: '/api/account', body: (user) => ({ idToken: user.idToken }) },
];

const send = (route: StateChangingRoute, path: string, headers: Record<string, string>, as = victim) =>
  rawRequest(base, route.method, path, headers, route.body ? JSON.stringify(route.body(as)) : undefined);

/** The victim's state that a forged request could change: all must stay as it was. */
async function victimState() {
  const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: victim.cookie } });
  const pulled = await t.app.inject({ method: 'GET', url: `${PULL}?seq=0&limit=100`, headers: { cookie: victim.cookie } });
  return { session: session.statusCode, documents: pulled.json().documents, user: await t.app.users.findByUid(victim.uid) };
}

/** `[path, status]` of each spelling of `path` that answers other than `allowed`. */
async function otherAnswers(spell: (path: string) => Promise<number>, path: string, allowed: number[]) {
  const answers = await Promise.all(pathSpellings(path).map(async (spelled) => [spelled, await spell(spelled)] as const));
  return answers.filter(([, status]) => !allowed.includes(status));
}

it.each(STATE_CHANGING)('$method $path: every spelling from a foreign origin is refused and changes nothing; without a cookie each answers as the route does or 404', async (route) => {
  const before = await victimState();
  expect(before).toMatchObject({ session: 200, documents: [deletedDebt], user: null });

  // A foreign page sending the victim's cookie.
  const forged = { origin: EVIL, cookie: victim.cookie };
  expect((await send(route, route.path, forged)).status).toBe(403);
  expect(await otherAnswers(async (path) => (await send(route, path, forged)).status, route.path, [403, 404])).toEqual([]);
  expect(await victimState()).toEqual(before);

  // No cookie at all: a spelling reaches the route (and its checks) or nothing.
  const canonical = (await send(route, route.path, {})).status;
  expect(await otherAnswers(async (path) => (await send(route, path, {})).status, route.path, [canonical, 404])).toEqual([]);
  for (const read of route.reads ?? []) {
    expect(await otherAnswers(async (path) => (await rawRequest(base, 'GET', path)).status, read, [401, 404])).toEqual([]);
  }
  expect(await victimState()).toEqual(before);

  // The route itself is there and serves its own origin.
  const own = await t.signedInUser();
  const served = await send(route, route.path, { origin: base, cookie: own.cookie }, own);
  expect(served.status, served.body).toBeLessThan(300);
});
