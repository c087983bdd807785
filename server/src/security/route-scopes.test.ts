/**
 * The API's two scopes (routes/api.ts): every route is either public or signed in, and every
 * signed-in route refuses a stranger the same way — 401 with the one error body — however its
 * path is spelled. A route added to the API must be added to one of the lists below, so that
 * nobody adds a route without saying who may call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { pathSpellings, rawRequest } from '../../test/raw-http';

const PUBLIC = ['GET /api/health', 'HEAD /api/health', 'POST /api/session', 'DELETE /api/session'];
const SIGNED_IN = [
  'GET /api/session',
  'HEAD /api/session',
  'DELETE /api/sessions',
  'DELETE /api/account',
  'POST /api/users',
  'GET /api/sync/stream',
  'HEAD /api/sync/stream',
  'POST /api/sync/erase-deleted',
  'GET /api/sync/:collection/:schemaVersion/pull',
  'HEAD /api/sync/:collection/:schemaVersion/pull',
  'POST /api/sync/:collection/:schemaVersion/push',
];

/** A path the route answers, its parameters filled in. */
const concrete = (url: string) => url.replace(':collection', 'debts').replace(':schemaVersion', String(collectionSchemas.debts.version));

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.listen();
});
afterAll(async () => t.close());

it('every route under /api is listed as public or signed in', () => {
  const api = t.routes.filter((route) => route.url.startsWith('/api/')).map((route) => `${route.method} ${route.url}`);
  expect([...api].sort()).toEqual([...PUBLIC, ...SIGNED_IN].sort());
});

describe.each(SIGNED_IN.map((route) => route.split(' ') as [string, string]))('%s %s without an open session', (method, url) => {
  const path = concrete(url);
  const body = method === 'POST' ? (url.endsWith('/push') ? '[]' : '{}') : undefined;
  const unauthorized = (message: string) => ({ statusCode: 401, error: 'Unauthorized', message });

  it('is a 401 with the error body, with no cookie or a forged one', async () => {
    for (const [headers, message] of [
      [{}, 'Sign in required'],
      [{ cookie: 'paydown_session=forged.value' }, 'Session is invalid; sign in again'],
    ] as const) {
      const answer = await rawRequest(base, method, path, headers, body);
      expect(answer.status).toBe(401);
      if (method !== 'HEAD') expect(JSON.parse(answer.body)).toEqual(unauthorized(message));
    }
  });

  it('is a 401 or a 404 however the path is spelled, never served', async () => {
    const answers = await Promise.all(pathSpellings(path).map(async (spelled) => [spelled, (await rawRequest(base, method, spelled, {}, body)).status] as const));
    expect(answers.filter(([, status]) => status !== 401 && status !== 404)).toEqual([]);
  });
});

it('public routes answer without a session', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'DELETE', url: '/api/session' })).statusCode).toBe(204);
  // Reached, and refused by the route itself (the token), not by a session check.
  const opened = await t.app.inject({ method: 'POST', url: '/api/session', payload: { idToken: 'not-a-token' } });
  expect(opened.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'The ID token is invalid or expired' });
});
