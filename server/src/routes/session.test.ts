import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { afterTheSecondOf } from '../../test/emulator-accounts';
import { parseSessionCookie } from '../auth/session-cookie';
import { SESSION_COOKIE } from '../plugins/auth';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Signs a cookie value the way @fastify/cookie does, so a test can forge a well-signed but bad session. */
function sign(value: string, secret: string): string {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`;
}

function decodeJwt(token: string): { header: string; payload: Record<string, unknown>; signature: string } {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return { header, payload: JSON.parse(Buffer.from(payload, 'base64url').toString()), signature };
}

function encodeJwt(header: string, payload: Record<string, unknown>, signature: string): string {
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

/** The parts of a session cookie as sent: session id, Firebase session cookie, and our HMAC. */
function cookieParts(cookie: string) {
  const value = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1));
  const hmac = value.slice(value.lastIndexOf('.') + 1);
  const { sessionId, firebaseCookie } = parseSessionCookie(value.slice(0, value.lastIndexOf('.')))!;
  return { sessionId, firebaseCookie, hmac };
}

const getSession = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });

describe('POST /api/session', () => {
  it('sets an HttpOnly, SameSite session cookie for a valid ID token', async () => {
    const user = await t.signedInUser();
    const response = await t.app.inject({ method: 'POST', url: '/api/session', payload: { idToken: user.idToken } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uid: user.uid, email: user.email });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain(`${SESSION_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
  });

  it.each([
    ['no body', undefined, /body/i],
    ['an empty object', {}, /idToken/],
    ['a number token', { idToken: 42 }, /idToken.*string/],
    ['an empty token', { idToken: '' }, /idToken/],
  ])('answers 400 with a message for %s', async (_label, payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/session', ...(payload === undefined ? {} : { payload }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"idToken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/i);
  });

  it('answers 401 for a token that is not a valid ID token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/session', payload: { idToken: 'not-a-token' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/invalid or expired/);
  });

  it('refuses a cross-origin request', async () => {
    const user = await t.signedInUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { origin: 'https://evil.example' },
      payload: { idToken: user.idToken },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('session cookie checks', () => {
  it('accepts a valid session', async () => {
    const user = await t.signedInUser();
    const response = await getSession(user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().uid).toBe(user.uid);
  });

  it('answers 401 without a cookie', async () => {
    const response = await getSession();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Sign in required');
  });

  it('answers 401 for a tampered cookie (payload edited, signature kept)', async () => {
    const user = await t.signedInUser();
    const other = await t.signedInUser();
    const { sessionId, firebaseCookie, hmac } = cookieParts(user.cookie);
    const parts = decodeJwt(firebaseCookie);
    const forged = encodeJwt(parts.header, { ...parts.payload, sub: other.uid, user_id: other.uid }, parts.signature);
    const response = await getSession(`${SESSION_COOKIE}=${encodeURIComponent(`${sessionId}.${forged}.${hmac}`)}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/invalid/);
  });

  it('answers 401 for a cookie signed with another secret', async () => {
    const user = await t.signedInUser();
    const { sessionId, firebaseCookie } = cookieParts(user.cookie);
    const response = await getSession(`${SESSION_COOKIE}=${encodeURIComponent(sign(`${sessionId}.${firebaseCookie}`, 'some-other-secret-some-other-secret'))}`);
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for an expired session even when correctly signed by us', async () => {
    const user = await t.signedInUser();
    const { sessionId, firebaseCookie } = cookieParts(user.cookie);
    const parts = decodeJwt(firebaseCookie);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = encodeJwt(parts.header, { ...parts.payload, iat: past - 600, auth_time: past - 600, exp: past }, parts.signature);
    const response = await getSession(`${SESSION_COOKIE}=${encodeURIComponent(sign(`${sessionId}.${expired}`, t.config.cookieSecret))}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/expired or revoked/);
  });

  it('answers 401 for a cookie without a session id (as made before sessions were recorded), even when correctly signed by us', async () => {
    const user = await t.signedInUser();
    const { firebaseCookie } = cookieParts(user.cookie);
    const response = await getSession(`${SESSION_COOKIE}=${encodeURIComponent(sign(firebaseCookie, t.config.cookieSecret))}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/invalid; sign in again/);
    // The client opens a new session with its ID token, as it does for any 401.
    expect((await t.app.inject({ method: 'POST', url: '/api/session', payload: { idToken: user.idToken } })).statusCode).toBe(200);
  });

  it('a new sign-in in the same browser ends the session it replaces', async () => {
    const user = await t.signedInUser();
    const replaced = await t.app.inject({ method: 'POST', url: '/api/session', headers: { cookie: user.cookie }, payload: { idToken: user.idToken } });
    expect(replaced.statusCode).toBe(200);
    expect((await getSession(user.cookie)).statusCode).toBe(401);
    const cookie = replaced.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect((await getSession(`${SESSION_COOKIE}=${cookie.value}`)).statusCode).toBe(200);
  });

  it('answers 401 once the user’s sessions are revoked', async () => {
    const user = await t.signedInUser();
    // Revocation is compared in whole seconds: let the cookie's auth time fall strictly before it.
    await afterTheSecondOf(Date.now());
    await t.app.firebaseAuth.revokeRefreshTokens(user.uid);
    const response = await getSession(user.cookie);
    expect(response.statusCode).toBe(401);
  });

  it('a session revoked outside Paydown is trusted for the recheck time; signing out through Paydown ends it at once', async () => {
    const user = await t.signedInUser();
    expect((await getSession(user.cookie)).statusCode).toBe(200);
    await afterTheSecondOf(Date.now());
    await t.app.firebaseAuth.revokeRefreshTokens(user.uid);
    // Revoked elsewhere: still served from the cache until SESSION_RECHECK_SECONDS has passed.
    expect((await getSession(user.cookie)).statusCode).toBe(200);
    const signOut = await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie: user.cookie } });
    expect(signOut.statusCode).toBe(204);
    expect((await getSession(user.cookie)).statusCode).toBe(401);
  });

  it('DELETE /api/session clears the cookie', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/session' });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
  });
});
