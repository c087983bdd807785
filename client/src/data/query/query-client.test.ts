import { QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { SETTLE_WAIT } from '@/lib/test-support/settle-wait';
import { createQueryClient } from './query-client';
import { LOCAL_QUERY_PATHS, invalidateSignInCaches, localQueryKey } from './local-query-keys';

const clients: ReturnType<typeof createQueryClient>[] = [];
function newClient() {
  const client = createQueryClient();
  clients.push(client);
  return client;
}
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

test('queries retry once and do not refetch on window focus', () => {
  const defaults = newClient().getDefaultOptions().queries;
  expect(defaults?.retry).toBe(1);
  expect(defaults?.refetchOnWindowFocus).toBe(false);
});

test('a failing query is tried twice in all (one retry), then reports the error', async () => {
  const client = newClient();
  const load = vi.fn().mockRejectedValue(new Error('503: Service Unavailable'));
  // retryDelay 0 keeps the test fast; the retry count is the client's default.
  await expect(client.fetchQuery({ queryKey: ['failing'], queryFn: load, retryDelay: 0 })).rejects.toThrow('503');
  expect(load).toHaveBeenCalledTimes(2);
});

test('keys are the spec path followed by the owner uid', () => {
  expect(localQueryKey(LOCAL_QUERY_PATHS.subscription, 'u1')).toEqual(['/api/subscription', 'u1']);
  expect(localQueryKey(LOCAL_QUERY_PATHS.debts, 'u1')).toEqual(['/api/debts', 'u1']);
});

test('after sign-in the debts and subscription caches of every uid are invalidated, nothing else', async () => {
  const client = newClient();
  client.setQueryData(localQueryKey(LOCAL_QUERY_PATHS.debts, 'u1'), []);
  client.setQueryData(localQueryKey(LOCAL_QUERY_PATHS.subscription, 'u1'), { tier: 'free' });
  client.setQueryData(localQueryKey(LOCAL_QUERY_PATHS.subscription, 'u2'), { tier: 'premium_yearly' });
  client.setQueryData(['/api/other'], 'kept');

  await invalidateSignInCaches(client);

  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  expect(invalidated(['/api/debts', 'u1'])).toBe(true);
  expect(invalidated(['/api/subscription', 'u1'])).toBe(true);
  expect(invalidated(['/api/subscription', 'u2'])).toBe(true);
  expect(invalidated(['/api/other'])).toBe(false);
});

test('a subscription cache in use is read again after sign-in', async () => {
  const client = newClient();
  const load = vi.fn().mockResolvedValueOnce({ tier: 'free' }).mockResolvedValueOnce({ tier: 'premium_monthly' });
  const observer = new QueryObserver(client, { queryKey: localQueryKey(LOCAL_QUERY_PATHS.subscription, 'u1'), queryFn: load, staleTime: Infinity });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ tier: 'free' }), SETTLE_WAIT);

  await invalidateSignInCaches(client);

  expect(load).toHaveBeenCalledTimes(2);
  expect(observer.getCurrentResult().data).toEqual({ tier: 'premium_monthly' });
  unsubscribe();
});
