/**
 * Finding: in the default (development) setup the app's own port forwarded everything under the
 * Auth emulator's prefixes, its admin API included: with `Authorization: Bearer owner` anyone could
 * list every account, change any password or delete them all, and CORS allowed any origin. Now
 * the app forwards exactly the calls its sign-in flows make, never an Authorization header, never
 * a cookie, and sends no CORS headers; a real Firebase project (production) has no proxy at all.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestAccount, type TestAccount } from '../../test/emulator-accounts';
import { rawRequest } from '../../test/raw-http';

const IDT = '/identitytoolkit.googleapis.com/v1';
const PROJECT = 'demo-paydown';
const OWNER = { authorization: 'Bearer owner' };

let t: TestApp;
let base: string;
let victim: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.listen();
  victim = await createTestAccount(t.emulatorPort);
});
afterAll(async () => t.close());
afterEach(() => expect(t.serverErrors).toEqual([]));

const json = (body: unknown) => JSON.stringify(body);

/** Signs in at the emulator itself (not through the app): proves the account and its password are intact. */
async function passwordStillWorks(account: TestAccount): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${t.emulatorPort}${IDT}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: json({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  return response.ok;
}

describe('the Auth emulator through the app’s port', () => {
  it('never forwards admin or emulator-control calls, however spelled, and never with the owner’s bearer token', async () => {
    const attempts: Array<[string, string, Record<string, string>, string?]> = [
      ['POST', `${IDT}/projects/${PROJECT}/accounts:query?key=k`, OWNER, json({ returnUserInfo: true })],
      ['POST', `${IDT}/projects/${PROJECT}/accounts%3Aquery?key=k`, OWNER, json({ returnUserInfo: true })],
      ['POST', `/identitytoolkit.googleapis.com//v1/projects/${PROJECT}/accounts:query`, OWNER, json({ returnUserInfo: true })],
      ['POST', `${IDT}/accounts:signUp/../projects/${PROJECT}/accounts:query`, OWNER, json({ returnUserInfo: true })],
      ['POST', `${IDT}/projects/${PROJECT}/accounts:update`, OWNER, json({ localId: victim.uid, password: 'taken-over' })],
      ['POST', `${IDT}/accounts:update?key=k`, OWNER, json({ localId: victim.uid, password: 'taken-over' })],
      ['POST', `${IDT}/accounts:lookup?key=k`, OWNER, json({ localId: [victim.uid] })],
      ['POST', `${IDT}/accounts:signUp?key=k`, OWNER, json({ localId: 'planted', email: 'planted@example.com', password: 'secret-password' })],
      ['POST', `${IDT}/accounts:delete?key=k`, OWNER, json({ localId: victim.uid })],
      ['POST', `${IDT}/projects/${PROJECT}/accounts:batchCreate`, OWNER, json({ users: [{ localId: 'x', email: 'x@example.com' }] })],
      ['GET', `${IDT}/projects/${PROJECT}/accounts:batchGet`, OWNER],
      ['POST', `${IDT}/accounts:update?key=k`, {}, json({ localId: victim.uid, password: 'taken-over' })],
      ['POST', `${IDT}/accounts:resetPassword?key=k`, {}, json({ oobCode: 'guessed-code', newPassword: 'taken-over' })],
      ['POST', `${IDT}/accounts:sendOobCode?key=k`, OWNER, json({ requestType: 'PASSWORD_RESET', email: victim.email, returnOobLink: true })],
      ['GET', `/emulator/v1/projects/${PROJECT}/oobCodes`, {}],
      ['GET', `/emulator/v1/projects/${PROJECT}/config`, {}],
      ['PATCH', `/emulator/v1/projects/${PROJECT}/config`, {}, json({ signIn: { allowDuplicateEmails: true } })],
      ['DELETE', `/emulator/v1/projects/${PROJECT}/accounts`, {}],
      ['DELETE', `//emulator/v1/projects/${PROJECT}/accounts`, {}],
      ['DELETE', `/%65mulator/v1/projects/${PROJECT}/accounts`, {}],
      ['POST', `/securetoken.googleapis.com/v1/token/../../emulator/v1/projects/${PROJECT}/accounts`, {}],
    ];
    const forwarded: string[] = [];
    for (const [method, path, headers, body] of attempts) {
      const response = await rawRequest(base, method, path, headers, body);
      if (response.status < 400 || response.body.includes(victim.email) || response.body.includes(victim.uid)) {
        forwarded.push(`${method} ${path} → ${response.status} ${response.body.slice(0, 100)}`);
      }
    }
    expect(forwarded).toEqual([]);
    expect(await passwordStillWorks(victim)).toBe(true);

    // With a real Firebase project (production) there is no emulator path at all.
    const production = await buildTestApp({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'paydown-prod', COOKIE_SECRET: 'p'.repeat(40) });
    try {
      expect(production.config.firebase.emulatorHost).toBeNull();
      for (const url of [`${IDT}/accounts:signUp`, `${IDT}/projects/${PROJECT}/accounts:query`, '/securetoken.googleapis.com/v1/token']) {
        expect((await production.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });

  it('forwards the sign-in flows the app uses, without CORS headers and only from its own origin', async () => {
    const email = `proxy-${Date.now()}@example.com`;
    const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      rawRequest(base, 'POST', `${path}?key=demo-api-key`, { origin: base, ...headers }, json(body));

    const signUp = await call(`${IDT}/accounts:signUp`, { email, password: 'secret-password', returnSecureToken: true });
    expect(signUp.status).toBe(200);
    const signIn = await call(`${IDT}/accounts:signInWithPassword`, { email, password: 'secret-password', returnSecureToken: true });
    expect(signIn.status).toBe(200);
    const { idToken, refreshToken } = JSON.parse(signIn.body) as { idToken: string; refreshToken: string };
    const lookup = await call(`${IDT}/accounts:lookup`, { idToken });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toContain(email);
    const claims = { sub: `google-${email}`, email, email_verified: true };
    const idp = await call(`${IDT}/accounts:signInWithIdp`, {
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: base,
      returnSecureToken: true,
      returnIdpCredential: true,
    });
    expect(idp.status).toBe(200);
    const refresh = await rawRequest(base, 'POST', '/securetoken.googleapis.com/v1/token?key=demo-api-key', { origin: base, 'content-type': 'application/x-www-form-urlencoded' }, `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`);
    expect(refresh.status).toBe(200);
    // Password reset (the emailed code, read here from the emulator's own port) and change.
    const resetEmail = await call(`${IDT}/accounts:sendOobCode`, { requestType: 'PASSWORD_RESET', email });
    expect(resetEmail.status).toBe(200);
    const codes = (await (await fetch(`http://127.0.0.1:${t.emulatorPort}/emulator/v1/projects/${PROJECT}/oobCodes`)).json()) as { oobCodes: Array<{ email: string; oobCode: string }> };
    const oobCode = codes.oobCodes.findLast((code) => code.email === email)?.oobCode;
    const checked = await call(`${IDT}/accounts:resetPassword`, { oobCode });
    expect(checked.body).toContain(email);
    const reset = await call(`${IDT}/accounts:resetPassword`, { oobCode, newPassword: 'reset-password' });
    expect(reset.status).toBe(200);
    const again = await call(`${IDT}/accounts:signInWithPassword`, { email, password: 'reset-password', returnSecureToken: true });
    const changed = await call(`${IDT}/accounts:update`, { idToken: (JSON.parse(again.body) as { idToken: string }).idToken, password: 'changed-password', returnSecureToken: true });
    expect(changed.status).toBe(200);
    expect((await call(`${IDT}/accounts:signInWithPassword`, { email, password: 'changed-password', returnSecureToken: true })).status).toBe(200);

    for (const response of [signUp, signIn, lookup, idp, refresh, resetEmail, checked, reset, changed]) {
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
    const preflight = await rawRequest(base, 'OPTIONS', `${IDT}/accounts:signUp`, { origin: 'https://evil.example', 'access-control-request-method': 'POST' });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const foreign = await call(`${IDT}/accounts:signInWithPassword`, { email, password: 'secret-password', returnSecureToken: true }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });
});
