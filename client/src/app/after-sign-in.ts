import { getDatabase } from '@/data/create-database';
import { databaseNameFor } from '@/data/database-name';
import type { CreateRemoteUserPayload } from '@/data/users/sign-in-user';
import { apiRequest } from '@/lib/api-request';
import type { AuthUser } from '@/lib/auth/auth-context';
import { invalidateSignInCaches } from '@/data/query/local-query-keys';
import { queryClient } from '@/data/query/query-client';
import { startUp } from '@/start-up/start-up';

async function createRemoteUser(payload: CreateRemoteUserPayload): Promise<unknown> {
  const response = await apiRequest('POST', '/api/users', payload);
  return response.json();
}

/**
 * Spec §4, after every sign-in: tell the server the sign-in time through POST /api/users (which
 * creates the person's record the first time), create the local user record when there is none
 * (falling back to a local record offline or when the call fails); then invalidate the /api/debts
 * and /api/subscription caches.
 */
export async function afterSignIn(user: AuthUser, serverSession: boolean): Promise<void> {
  // Bookkeeping, not on the way to the first screen: at a signed-in start it ran alongside the
  // database's first queries and the first render, and its write re-ran the account menu's query.
  await startUp.afterFirstScreen();
  // Imported here, not at the top: the repositories come with the database code, which the login
  // screen's bundle leaves out (see create-database.ts).
  const [db, { signInUser }] = await Promise.all([getDatabase({ name: databaseNameFor(user.uid) }), import('@/data/users/sign-in-user')]);
  const result = await signInUser({ db, uid: user.uid }, user, serverSession ? { createRemoteUser } : {});
  if (!result.success) console.error('Could not record the sign-in locally:', result.error);
  // Spec §4/§7: whatever the cached debts and tier were, they are read again for this sign-in.
  await invalidateSignInCaches(queryClient);
}
