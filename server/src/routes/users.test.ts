import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const payload = (overrides: Record<string, unknown> = {}) => ({
  uid: 'someone-else',
  email: 'someone@example.com',
  displayName: 'Sam Saver',
  photoURL: null,
  phoneNumber: null,
  emailVerified: true,
  isAnonymous: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe('POST /api/users', () => {
  it('creates the record for the session’s uid and ignores a uid in the body', async () => {
    const user = await t.signedInUser();
    const victim = await t.signedInUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: user.cookie },
      payload: payload({ uid: victim.uid }),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.uid).toBe(user.uid);
    expect(created.email).toBe(user.email); // the verified email, not the body's
    expect(created.displayName).toBe('Sam Saver');
    expect(created.emailVerified).toBe(false); // from the token's claims, not the body
    expect(await t.app.users.findByUid(victim.uid)).toBeNull();
  });

  it('a later sign-in returns the existing record with only lastLoginAt refreshed', async () => {
    const user = await t.signedInUser();
    const first = await t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: user.cookie }, payload: payload() });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: user.cookie },
      payload: payload({ displayName: 'Changed', createdAt: '2026-11-20T10:00:00.000Z', lastLoginAt: '2026-11-25T08:00:00.000Z' }),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ...first.json(), lastLoginAt: '2026-11-25T08:00:00.000Z' });
    expect(await t.app.users.findByUid(user.uid)).toEqual(second.json());
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users', payload: payload() });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a missing email', { email: undefined }, /email/],
    ['a boolean given as a string', { emailVerified: 'yes' }, /emailVerified.*boolean/],
    ['a bad timestamp', { createdAt: 'yesterday' }, /createdAt.*date-time/],
    ['an overlong name', { displayName: 'x'.repeat(500) }, /displayName/],
    ['a number for the email', { email: 42 }, /email/],
    ['an object for a name', { displayName: { first: 'Ada' } }, /displayName/],
  ])('answers 400 with a message for %s', async (_label, overrides, message) => {
    const user = await t.signedInUser();
    const body = payload(overrides);
    const response = await t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: user.cookie }, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await t.app.users.findByUid(user.uid)).toBeNull();
  });
  it('takes an account without an email (null, as the client sends it) and keeps the verified one', async () => {
    const user = await t.signedInUser();
    const response = await t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: user.cookie }, payload: payload({ email: null }) });
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBe(user.email);
  });

  it('drops fields it does not know rather than storing them', async () => {
    const user = await t.signedInUser();
    const response = await t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: user.cookie }, payload: { ...payload(), isAdmin: true } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty('isAdmin');
    expect(await t.app.users.findByUid(user.uid)).not.toHaveProperty('isAdmin');
  });
});
