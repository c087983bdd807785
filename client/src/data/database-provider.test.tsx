// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, type ReactNode } from 'react';
import { of, throwError } from 'rxjs';
import { afterEach, expect, test, vi } from 'vitest';
import { signedInAuth } from './test-support/render-signed-in-plain';
import { AuthContext } from '@/lib/auth/auth-context';
import { DatabaseContext, LOADING_DATABASE, settleDatabase, type DatabaseState } from './database-context';
import { DatabaseProvider, DatabaseStateView } from './database-provider';
import { useDebts } from './debts/use-debts';
import type { PaydownDatabase } from './paydown-database';
import { useLiveQuery } from './use-live-query';
import { TestFailureView } from './test-support/test-failure-view';

afterEach(cleanup);

const signedIn = (node: ReactNode) => <AuthContext.Provider value={signedInAuth()}>{node}</AuthContext.Provider>;

test('when opening fails, the failure view with the error shows instead of the app', () => {
  const failed: DatabaseState = { status: 'error', db: null, error: new Error('QuotaExceededError') };
  render(
    signedIn(
      <DatabaseStateView state={failed} failureView={TestFailureView}>
        <main>the app</main>
      </DatabaseStateView>,
    ),
  );
  expect(screen.getByRole('heading', { name: 'The database failed' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('QuotaExceededError');
  expect(screen.queryByText('the app')).toBeNull();
});

test('while opening, only the app renders, and data hooks report loading', () => {
  function DebtCount() {
    const { data, isLoading } = useDebts('user-1');
    return <p>{isLoading ? 'loading' : `${data.length} debts`}</p>;
  }
  render(
    <DatabaseStateView state={LOADING_DATABASE} failureView={TestFailureView}>
      <DebtCount />
    </DatabaseStateView>,
  );
  expect(screen.queryByText('The database failed')).toBeNull();
  expect(screen.getByText('loading')).toBeTruthy();
});

test('after a failed open, data hooks report the error instead of loading forever', () => {
  function DebtState() {
    const { data, isLoading, error } = useDebts('user-1');
    return <p>{`${isLoading}/${data.length satisfies number}/${error?.message}`}</p>;
  }
  render(
    <DatabaseContext.Provider value={{ status: 'error', db: null, error: new Error('broken') }}>
      <DebtState />
    </DatabaseContext.Provider>,
  );
  expect(screen.getByText('false/0/broken')).toBeTruthy();
});

test('a live query that fails stops the app: the database closes, the failure view shows, and Try again opens it anew', async () => {
  const first = { close: vi.fn(() => Promise.resolve(true)) } as unknown as PaydownDatabase;
  const second = { close: vi.fn(() => Promise.resolve(true)) } as unknown as PaydownDatabase;
  const open = vi.fn<() => Promise<PaydownDatabase>>().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
  function Screen() {
    // The first database's reads fail; the second's work.
    const watch = useCallback((db: PaydownDatabase) => (db === first ? throwError(() => new Error('the debts could not be read')) : of(['Visa'])), []);
    const { data } = useLiveQuery('user-1', watch, [] as string[]);
    return <main>{`the app: ${data.join(', ')}`}</main>;
  }
  render(signedIn(<DatabaseProvider open={open} failureView={TestFailureView}><Screen /></DatabaseProvider>));

  expect(await screen.findByRole('heading', { name: 'The database failed' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain('the debts could not be read');
  expect(screen.queryByText(/the app/)).toBeNull();
  expect(first.close).toHaveBeenCalledOnce();

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByText('the app: Visa')).toBeTruthy();
  expect(open).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('heading', { name: 'The database failed' })).toBeNull();
});

test('opening is settled into ready or error, never a rejection', async () => {
  const db = {} as PaydownDatabase;
  expect(await settleDatabase(Promise.resolve(db))).toEqual({ status: 'ready', db, error: null });
  expect(await settleDatabase(Promise.reject(new Error('no IndexedDB')))).toEqual({
    status: 'error',
    db: null,
    error: new Error('no IndexedDB'),
  });
});
