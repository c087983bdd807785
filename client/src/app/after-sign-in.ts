import { getDatabase } from '@/data/create-database';
import { databaseNameFor } from '@/data/database-name';
import { signInUser, type CreateRemoteUserPayload } from '@/data/users/sign-in-user';
import { apiRequest } from '@/lib/api-request';
import type { AuthUser } from '@/lib/auth/auth-context';

async function createRemoteUser(payload: CreateRemoteUserPayload): Promise<unknown> {
  const response = await apiRequest('POST', '/api/users', payload);
  return response.json();
}

/**
 * Spec §4, after every sign-in: refresh the local user's last login, or create the user through
 * POST /api/users (falling back to a local record offline or when the call fails).
 */
export async function afterSignIn(user: AuthUser, serverSession: boolean): Promise<void> {
  const db = await getDatabase({ name: databaseNameFor(user.uid) });
  const result = await signInUser({ db, uid: user.uid }, user, serverSession ? { createRemoteUser } : {});
  if (!result.success) console.error('Could not record the sign-in locally:', result.error);
}
