import type { AuthUser } from './auth-context';
import { apiRequest } from '../api-request';

/**
 * Makes sure the server holds a session cookie for this user, which every API call and the
 * sync stream carry. An existing cookie for the same uid is kept; otherwise the Firebase ID
 * token is traded for a new one. Offline this fails quietly: the app works from local data and
 * the next online start opens the session.
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
      // A cached ID token can be refused as revoked (e.g. after the identity provider restored its
      // accounts): try once more with a freshly minted one before giving up.
      if (!String(error).includes('401')) throw error;
      await apiRequest('POST', '/api/session', { idToken: await user.getIdToken(true) });
    }
    return true;
  } catch (error) {
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
