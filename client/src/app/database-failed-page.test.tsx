// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createDatabase } from '@/data/create-database';
import { databaseNameFor } from '@/data/database-name';
import { createDebt } from '@/data/debts/create-debt';
import type { PaydownDatabase } from '@/data/paydown-database';
import { renderSignedInPlain } from '@/data/test-support/render-signed-in-plain';
import { closeTestDatabases, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { ok } from '@/data/test-support/ok';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { DatabaseFailedPage } from './database-failed-page';

// The failure page can show at a start, before Chakra's runtime has loaded (app/chakra-scope.tsx):
// importing Chakra or Emotion anywhere below it (or below the dashboard) fails this file.
vi.mock('@chakra-ui/react', () => {
  throw new Error('The database failure page must not import @chakra-ui/react');
});
vi.mock('@emotion/react', () => {
  throw new Error('The database failure page must not import @emotion/react');
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await closeTestDatabases();
});

/** Renders the page as the app does for a signed-in user, with the app's failure page, no ChakraProvider. */
const renderWithoutChakra = (ui: Parameters<typeof renderSignedInPlain>[0], db: Parameters<typeof renderSignedInPlain>[1]) =>
  renderSignedInPlain(ui, db, undefined, undefined, DatabaseFailedPage);

test('a database that fails to open stops the app: the error, Try again, and an export of what can still be read — never the welcome', async () => {
  // Someone's data, stored in this browser's IndexedDB under their database's name.
  const name = databaseNameFor('user-1');
  const collections = ['users', 'debts', 'payments', 'strategies', 'amortizationTables', 'financialGoals'] as const;
  const stored = await createDatabase({ name, multiInstance: false, collections });
  ok(await createDebt(testContext(stored), visa({ name: 'Car loan', balance: 9500 })));
  await stored.close();

  let reopened: PaydownDatabase | null = null;
  const open = vi
    .fn<() => Promise<PaydownDatabase>>()
    .mockRejectedValueOnce(new Error('QuotaExceededError: the disk is full'))
    .mockImplementationOnce(async () => (reopened = await createDatabase({ name, multiInstance: false, collections })));
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:paydown-export'));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

  try {
    renderWithoutChakra(<DashboardPage />, open);
    expect(await screen.findByRole('heading', { name: 'Paydown cannot open your data on this device', level: 1 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('QuotaExceededError: the disk is full');
    expect(screen.queryByText('Welcome to Paydown')).toBeNull();
    expect(screen.queryByLabelText('Loading your dashboard')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Export what can be read' }));
    expect((await screen.findByText(/^Saved paydown-export-\d{4}-\d{2}-\d{2}\.json: 1 debt\.$/)).getAttribute('role')).toBe('status');
    const file = JSON.parse(await saved[0]!.text()) as { app: string; collections: { debts: { name: string; balance: number }[] } };
    expect(file.app).toBe('Paydown');
    expect(file.collections.debts).toMatchObject([{ name: 'Car loan', balance: 9500 }]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect((await screen.findByTestId('dashboard-total-debt')).textContent).toBe('$9,500.00');
    expect(open).toHaveBeenCalledTimes(2);
  } finally {
    cleanup();
    await (reopened as PaydownDatabase | null)?.remove();
  }
});
