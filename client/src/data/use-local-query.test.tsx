// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { invalidateSignInCaches, localQueryKey } from '@/data/query/local-query-keys';
import { createDebt } from './debts/create-debt';
import { DEBTS_QUERY } from './debts/debts-query';
import { watchDebts } from './debts/use-debts';
import { SUBSCRIPTION_QUERY } from './subscriptions/subscription-query';
import { closeTestDatabases, openTestDatabase, testContext } from './test-support/test-database';
import { renderSignedIn } from './test-support/render-signed-in';
import { visa } from './test-support/test-debt';
import { useLocalQuery, type LocalQuery } from './use-local-query';
import type { Debt } from '@schemas/index';

const fetchSpy = vi.fn(() => Promise.reject(new Error('no network in this test')));
vi.stubGlobal('fetch', fetchSpy);

afterEach(async () => {
  cleanup();
  onlineManager.setOnline(true);
  fetchSpy.mockClear();
  await closeTestDatabases();
});

function DebtNames() {
  const { data } = useLocalQuery(DEBTS_QUERY, 'user-1');
  return <p data-testid="debts">{data ? data.map((debt) => debt.name).join(', ') || 'none' : 'loading'}</p>;
}

test('the /api/debts and /api/subscription keys keep their spec paths', () => {
  expect(DEBTS_QUERY.path).toBe('/api/debts');
  expect(SUBSCRIPTION_QUERY.path).toBe('/api/subscription');
});

test('/api/debts resolves from the local database, without a request, and follows later changes', async () => {
  const db = await openTestDatabase(['debts', 'payments']);
  const ctx = testContext(db);
  await createDebt(ctx, visa({ name: 'Visa' }));
  const view = renderSignedIn(<DebtNames />, db);
  expect(await screen.findByText('Visa')).toBeTruthy();

  await act(async () => void (await createDebt(ctx, visa({ name: 'Car loan' }))));
  expect(await screen.findByText('Visa, Car loan')).toBeTruthy();
  expect(view.queryClient.getQueryData<Debt[]>(localQueryKey('/api/debts', 'user-1'))?.map((debt) => debt.name)).toEqual(['Visa', 'Car loan']);
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('offline, the local queries still resolve (they are never paused for the network)', async () => {
  onlineManager.setOnline(false);
  const db = await openTestDatabase(['debts', 'payments']);
  await createDebt(testContext(db), visa({ name: 'Offline Visa' }));
  renderSignedIn(<DebtNames />, db);
  expect(await screen.findByText('Offline Visa')).toBeTruthy();
});

test('each user has their own cache entry: another uid never sees these debts', async () => {
  const db = await openTestDatabase(['debts', 'payments']);
  await createDebt(testContext(db, 'user-1'), visa({ name: 'Mine' }));
  const view = renderSignedIn(<DebtNames />, db);
  await screen.findByText('Mine');
  expect(view.queryClient.getQueryData(localQueryKey('/api/debts', 'user-2'))).toBeUndefined();
});

test('an invalidated local query (after sign-in) is read again from the database', async () => {
  const db = await openTestDatabase(['debts', 'payments']);
  const load = vi.fn(DEBTS_QUERY.load);
  const counted: LocalQuery<Debt[]> = { path: '/api/debts', load, watch: watchDebts };
  function Count() {
    const { data } = useLocalQuery(counted, 'user-1');
    return <p data-testid="count">{data ? `${data.length} debts` : 'loading'}</p>;
  }
  const view = renderSignedIn(<Count />, db);
  await screen.findByText('0 debts');
  expect(load).toHaveBeenCalledTimes(1);

  await act(async () => invalidateSignInCaches(view.queryClient));
  expect(load).toHaveBeenCalledTimes(2);
});
