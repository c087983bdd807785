import { ACCOUNT_CLOSED, SIGN_IN_ENDED } from '@schemas/wire/errors';
import type { AuthUser } from './auth-context';
import { ApiError, apiRequest } from '../api-request';
import { loadFirebaseSession } from '../firebase';
import { ACCOUNT_CLOSED_NOTICE, rememberClosedAccount } from './closed-accounts';
import { rememberSignedOutNotice } from './signed-out-notice';

/** Firebase's errors for a sign-in that is over: its refresh token was revoked, or the account disabled. */
const SIGN_IN_GONE = new Set(['auth/user-token-expired', 'auth/user-disabled']);

const firebaseCode = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : null);

/** How an error says this device's sign-in is over, if it does (not: offline, a server hiccup). */
function signInOver(error: unknown): 'ended' | 'account-closed' | null {
  if (error instanceof ApiError) {
    if (error.status !== 401) return null;
    return error.code === ACCOUNT_CLOSED ? 'account-closed' : error.code === SIGN_IN_ENDED ? 'ended' : null;
  }
  const code = firebaseCode(error);
  // Firebase refreshing the token of an account that no longer exists: it was closed.
  if (code === 'auth/user-not-found') return 'account-closed';
  return typeof code === 'string' && SIGN_IN_GONE.has(code) ? 'ended' : null;
}

/**
 * The person's sign-in was ended elsewhere: sign out of Firebase here too, which shows the login
 * page with a word on why. Signed out everywhere, the local database closes and its unsynced
 * changes stay on this device for the next sign-in. The account closed (on another device), there
 * is no next sign-in: the local data is removed too (closed-accounts.ts), and nothing of it can
 * reach the server again.
 */
async function endSignInHere(uid: string, why: 'ended' | 'account-closed'): Promise<void> {
  if (why === 'account-closed') {
    rememberClosedAccount(uid);
    rememberSignedOutNotice(ACCOUNT_CLOSED_NOTICE);
  } else {
    rememberSignedOutNotice();
  }
  const firebase = await loadFirebaseSession();
  await firebase.signOut(firebase.auth);
}

/**
 * Makes sure the server holds a session cookie for this user, which every API call and the
 * sync stream carry. An existing cookie for the same uid is kept; otherwise the Firebase ID
 * token is traded for a new one. Offline this fails quietly: the app works from local data and
 * the next online start opens the session. When the server says the sign-in itself has ended
 * (signed out everywhere), this device is signed out too.
 */
export async function openServerSession(user: AuthUser): Promise<boolean> {
  if (!user.getIdToken) return false; // the development-mode user has no server session
  try {
    const current = await apiRequest('GET', '/api/session')
      .then((response) => response.json() as Promise<{ uid: string }>)
      .catch(() => null);
    if (current?.uid === user.uid) return true;
    try {
      await apiRequest('POST', '/api/session', { idToken: await user.getIdToken() });
    } catch (error) {
      // A cached ID token can be refused (e.g. after the identity provider restored its
      // accounts): try once more with a freshly minted one before giving up.
      if (!(error instanceof ApiError && error.status === 401) || error.code === ACCOUNT_CLOSED) throw error;
      await apiRequest('POST', '/api/session', { idToken: await user.getIdToken(true) });
    }
    return true;
  } catch (error) {
    const over = signInOver(error);
    if (over) {
      await endSignInHere(user.uid, over).catch((failure: unknown) => console.warn('Could not sign out after the sign-in ended', failure));
      return false;
    }
    console.warn('Could not open a server session (offline?)', error);
    return false;
  }
}

export async function closeServerSession(): Promise<void> {
  try {
    await apiRequest('DELETE', '/api/session');
  } catch (error) {
    console.warn('Could not close the server session', error);
  }
}

/**
 * A new session cookie from a fresh ID token, replacing this device's: after the password changed,
 * Firebase ends the sign-ins made before, this device's session cookie included.
 */
export async function renewServerSession(user: AuthUser): Promise<void> {
  if (!user.getIdToken) return;
  await apiRequest('POST', '/api/session', { idToken: await user.getIdToken(true) });
}

/**
 * "Sign out everywhere": the server ends every session of this person, on every device, and
 * their sign-ins at the identity provider. Throws when that could not be done (offline): then
 * nothing was signed out.
 */
export async function endAllServerSessions(user: AuthUser): Promise<void> {
  try {
    await apiRequest('DELETE', '/api/sessions');
  } catch (error) {
    // This device's own session may have lapsed: open one, then ask again.
    if (!(error instanceof ApiError && error.status === 401) || !(await openServerSession(user))) throw error;
    await apiRequest('DELETE', '/api/sessions');
  }
}
