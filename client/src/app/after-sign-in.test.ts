import 'fake-indexeddb/auto';
import { afterEach, expect, test, vi } from 'vitest';
import { getDatabase } from '@/data/create-database';
import { databaseNameFor } from '@/data/database-name';
import { localQueryKey } from '@/data/query/local-query-keys';
import { queryClient } from '@/data/query/query-client';
import { afterSignIn } from './after-sign-in';

const uid = `afterSignIn${Date.now().toString(36)}`;
const user = { uid, email: 'ada@example.com', displayName: 'Ada', photoURL: null, phoneNumber: null, emailVerified: true, isAnonymous: false };

afterEach(async () => {
  queryClient.clear();
  await (await getDatabase({ name: databaseNameFor(uid) })).remove();
});

test('after sign-in the local user is recorded and the /api/debts and /api/subscription caches are invalidated', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  queryClient.setQueryData(localQueryKey('/api/debts', uid), []);
  queryClient.setQueryData(localQueryKey('/api/subscription', uid), { tier: 'free' });
  queryClient.setQueryData(['/api/elsewhere'], 'untouched');

  // No server session: the locally built user record is saved without calling POST /api/users.
  await afterSignIn(user, false);

  const db = await getDatabase({ name: databaseNameFor(uid) });
  expect((await db.users.findOne(uid).exec())?.email).toBe('ada@example.com');
  expect(queryClient.getQueryState(localQueryKey('/api/debts', uid))?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(localQueryKey('/api/subscription', uid))?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(['/api/elsewhere'])?.isInvalidated).toBe(false);
});
