import { RECENT_SIGN_IN_REQUIRED } from '@schemas/wire/errors';
import { ApiError, apiRequest } from '../api-request';
import type { AuthUser } from './auth-context';
import { openServerSession } from './server-session';

/**
 * Asks the server to close the account (DELETE /api/account): it deletes every record of the
 * person and their identity. `idToken` proves a sign-in made moments ago (account-password.ts).
 * Throws when that could not be done (offline, refused): then nothing was closed.
 */
export async function closeAccountOnServer(user: AuthUser, idToken: string): Promise<void> {
  try {
    await apiRequest('DELETE', '/api/account', { idToken });
  } catch (error) {
    // This device's own session may have lapsed: open one, then ask again.
    const lapsed = error instanceof ApiError && error.status === 401 && error.code !== RECENT_SIGN_IN_REQUIRED;
    if (!lapsed || !(await openServerSession(user))) throw error;
    await apiRequest('DELETE', '/api/account', { idToken });
  }
}

/** Why closing failed, in plain words (nothing was closed). */
export function closeAccountFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === RECENT_SIGN_IN_REQUIRED) return 'For your safety, confirm with your password again (within 5 minutes).';
    if (error.status === 503) return 'Your data was deleted, but the sign-in service could not be reached to remove the account itself. Sign in again and close it once more.';
    if (error.status === 429) return 'Too many attempts. Wait a minute and try again.';
    return 'The server could not close your account just now. Nothing was deleted; try again.';
  }
  if (error instanceof TypeError) return 'No connection to the server. Closing your account needs the network; nothing was deleted.';
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Nothing was deleted; try again.';
}
