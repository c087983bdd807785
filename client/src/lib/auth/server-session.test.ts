// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from './auth-context';
import { endAllServerSessions, openServerSession } from './server-session';
import { ACCOUNT_CLOSED_NOTICE, closedAccountsToForget, forgetClosedAccount } from './closed-accounts';
import { readSignedOutNotice, forgetSignedOutNotice, SIGNED_OUT_EVERYWHERE } from './signed-out-notice';

const firebase = vi.hoisted(() => ({ signOut: vi.fn(async () => undefined), auth: { name: 'auth' } }));
vi.mock('../firebase', () => ({ loadFirebaseSession: async () => firebase }));

const fetchMock = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  fetchMock.mockReset();
  firebase.signOut.mockClear();
  forgetSignedOutNotice();
  forgetClosedAccount('u1');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const signInRequired = () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in required' });
const signInEnded = () => json(401, { statusCode: 401, error: 'Unauthorized', code: 'sign-in-ended', message: 'This sign-in has ended' });

function user(getIdToken: AuthUser['getIdToken'] = vi.fn(async (fresh?: boolean) => (fresh ? 'fresh-token' : 'cached-token'))): AuthUser {
  return { uid: 'u1', email: 'a@example.com', displayName: null, photoURL: null, phoneNumber: null, emailVerified: true, isAnonymous: false, getIdToken };
}

/** The bodies of the POSTs to /api/session, in order. */
const sessionPosts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === 'POST').map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('openServerSession', () => {
  it('keeps a session the server already holds for this person', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { uid: 'u1' }));
    expect(await openServerSession(user())).toBe(true);
    expect(sessionPosts()).toEqual([]);
  });

  it('trades the ID token for a session, and a refused cached token for a fresh one', async () => {
    fetchMock.mockResolvedValueOnce(signInRequired()).mockResolvedValueOnce(json(401, { message: 'The ID token is invalid or expired' })).mockResolvedValueOnce(json(200, { uid: 'u1' }));
    expect(await openServerSession(user())).toBe(true);
    expect(sessionPosts()).toEqual([{ idToken: 'cached-token' }, { idToken: 'fresh-token' }]);
    expect(firebase.signOut).not.toHaveBeenCalled();
  });

  it('signs this device out, with a word for the login page, when the server says the sign-in has ended', async () => {
    fetchMock.mockResolvedValueOnce(signInRequired()).mockResolvedValueOnce(signInEnded()).mockResolvedValueOnce(signInEnded());
    expect(await openServerSession(user())).toBe(false);
    expect(firebase.signOut).toHaveBeenCalledWith(firebase.auth);
    expect(readSignedOutNotice()).toBe(SIGNED_OUT_EVERYWHERE);
  });

  it('signs this device out when Firebase refuses to refresh the token (its sign-in was revoked)', async () => {
    const getIdToken = vi.fn(async (fresh?: boolean) => {
      if (fresh) throw Object.assign(new Error('Firebase: Error (auth/user-token-expired).'), { code: 'auth/user-token-expired' });
      return 'cached-token';
    });
    fetchMock.mockResolvedValueOnce(signInRequired()).mockResolvedValueOnce(signInEnded());
    expect(await openServerSession(user(getIdToken))).toBe(false);
    expect(firebase.signOut).toHaveBeenCalledOnce();
  });

  it('signs out and marks the local data for removal, only, when the account was closed (the server says so, or Firebase no longer knows it)', async () => {
    const accountClosed = () => json(401, { statusCode: 401, error: 'Unauthorized', code: 'account-closed', message: 'This account has been closed' });
    fetchMock.mockResolvedValueOnce(signInRequired()).mockResolvedValueOnce(accountClosed());
    expect(await openServerSession(user())).toBe(false);
    // No second try with a fresh token: the account is gone.
    expect(sessionPosts()).toEqual([{ idToken: 'cached-token' }]);
    expect(firebase.signOut).toHaveBeenCalledOnce();
    expect(readSignedOutNotice()).toBe(ACCOUNT_CLOSED_NOTICE);
    expect(closedAccountsToForget()).toEqual(['u1']);

    forgetClosedAccount('u1');
    const getIdToken = vi.fn(async (fresh?: boolean) => {
      if (fresh) throw Object.assign(new Error('Firebase: Error (auth/user-not-found).'), { code: 'auth/user-not-found' });
      return 'cached-token';
    });
    fetchMock.mockResolvedValueOnce(signInRequired()).mockResolvedValueOnce(json(401, { message: 'The ID token is invalid or expired' }));
    expect(await openServerSession(user(getIdToken))).toBe(false);
    expect(closedAccountsToForget()).toEqual(['u1']);

    // Signed out everywhere is not closed: the local data stays for the next sign-in.
    forgetClosedAccount('u1');
    fetchMock.mockResolvedValueOnce(signInRequired()).mockResolvedValueOnce(signInEnded()).mockResolvedValueOnce(signInEnded());
    expect(await openServerSession(user())).toBe(false);
    expect(closedAccountsToForget()).toEqual([]);
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(json(503, { message: 'The sign-in service could not be reached' }))],
    ['a rate limit', () => Promise.resolve(json(429, { message: 'Too many' }))],
  ])('stays signed in when the session cannot be opened because of %s', async (_label, answer) => {
    fetchMock.mockImplementation(answer);
    expect(await openServerSession(user())).toBe(false);
    expect(firebase.signOut).not.toHaveBeenCalled();
    expect(readSignedOutNotice()).toBeNull();
  });
});

describe('endAllServerSessions', () => {
  it('asks the server to end every session', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await endAllServerSessions(user());
    expect(fetchMock).toHaveBeenCalledWith('/api/sessions', expect.objectContaining({ method: 'DELETE' }));
  });

  it('opens a session first when this device’s has lapsed', async () => {
    fetchMock
      .mockResolvedValueOnce(signInRequired())
      .mockResolvedValueOnce(signInRequired())
      .mockResolvedValueOnce(json(200, { uid: 'u1' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    await endAllServerSessions(user());
    expect(fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${String(url).split('?')[0]}`)).toEqual([
      'DELETE /api/sessions',
      'GET /api/session',
      'POST /api/session',
      'DELETE /api/sessions',
    ]);
  });

  it('throws when the server cannot be reached, so that nothing is signed out', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(endAllServerSessions(user())).rejects.toThrow('Failed to fetch');
  });
});
