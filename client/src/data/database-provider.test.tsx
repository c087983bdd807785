import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { DatabaseErrorBox } from './database-error-box';
import { LOADING_DATABASE, settleDatabase, type DatabaseState } from './database-context';
import { DatabaseStateView } from './database-provider';
import { useDebts } from './debts/use-debts';
import type { PaydownDatabase } from './paydown-database';

const render = (node: ReactNode) => renderToString(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

test('the Database Error box is an alert titled "Database Error" with the error text', () => {
  const html = render(<DatabaseErrorBox error={new Error('IndexedDB is not available')} />);
  expect(html).toContain('role="alert"');
  expect(html).toContain('Database Error');
  expect(html).toContain('IndexedDB is not available');
});

test('when opening fails, the box shows above the app, which still renders', () => {
  const failed: DatabaseState = { status: 'error', db: null, error: new Error('QuotaExceededError') };
  const html = render(
    <DatabaseStateView state={failed}>
      <main>the app</main>
    </DatabaseStateView>,
  );
  expect(html).toMatch(/Database Error.*QuotaExceededError.*<main>the app<\/main>/s);
});

test('while opening, only the app renders, and data hooks report loading', () => {
  function DebtCount() {
    const { data, isLoading } = useDebts('user-1');
    return <p>{isLoading ? 'loading' : `${data.length} debts`}</p>;
  }
  const html = render(
    <DatabaseStateView state={LOADING_DATABASE}>
      <DebtCount />
    </DatabaseStateView>,
  );
  expect(html).not.toContain('Database Error');
  expect(html).toContain('loading');
});

test('after a failed open, data hooks report the error instead of loading forever', () => {
  function DebtState() {
    const { data, isLoading, error } = useDebts('user-1');
    return <p>{`${isLoading}/${data.length satisfies number}/${error?.message}`}</p>;
  }
  const html = render(
    <DatabaseStateView state={{ status: 'error', db: null, error: new Error('broken') }}>
      <DebtState />
    </DatabaseStateView>,
  );
  expect(html).toContain('false/0/broken');
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

