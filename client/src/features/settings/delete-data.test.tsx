// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { createDebt } from '@/data/debts/create-debt';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { DeleteData } from './delete-data';
import { isServerErasePending } from './server-erase';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await closeTestDatabases();
});

test('nothing is deleted until the confirming word is typed; then the debts go and the server erase waits for sync', async () => {
  const db = await openTestDatabase();
  const ctx = testContext(db);
  await createDebt(ctx, visa());
  render(
    <ChakraProvider value={system}>
      <DeleteData ctx={ctx} />
    </ChakraProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete all my data…' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete all your data?' });
  const confirm = within(dialog).getByRole('button', { name: 'Delete everything' }) as HTMLButtonElement;
  expect(confirm.disabled).toBe(true);
  fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), { target: { value: 'delete' } });
  expect(confirm.disabled).toBe(true);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(await db.debts.count().exec()).toBe(1);

  fireEvent.click(screen.getByRole('button', { name: 'Delete all my data…' }));
  const again = await screen.findByRole('alertdialog');
  fireEvent.change(within(again).getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
  fireEvent.click(within(again).getByRole('button', { name: 'Delete everything' }));
  // No sync engine here (as offline): deleted on this device, the server's copy to be erased later.
  await waitFor(() =>
    expect(screen.getByTestId('delete-outcome').textContent).toBe(
      'Deleted 1 debt. Deleted on this device. The deletion reaches the server and your other devices when you are back online; open Settings then to finish removing it from the server.',
    ),
  );
  expect(await db.debts.count().exec()).toBe(0);
  expect(isServerErasePending('user-1')).toBe(true);
});
