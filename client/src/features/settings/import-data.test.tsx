// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { exportJsonText } from '@/data/transfer/export-envelope';
import { emptyTransferData } from '@/data/transfer/transfer-data';
import { ImportData } from './import-data';

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
});

const AT = '2026-01-15T10:00:00.000Z';
const visa = {
  id: 'd1', uid: 'someone-else', name: 'Visa', type: 'credit_card', balance: 900, interestRate: 19.99, minimumPayment: 25,
  paymentFrequency: 'monthly', highLimit: 0, isPromo: false, hasXFee: false, isPaid: false, createdAt: AT, updatedAt: AT,
} as const;

let accounts = 0;

async function setup() {
  const db = await openTestDatabase();
  // A person of its own per test: an import's state outlives the screen (import-state.ts).
  const ctx = { ...testContext(db, `user-${++accounts}`), newId: () => crypto.randomUUID() };
  const screenOf = () => (
    <ChakraProvider value={system}>
      <ImportData ctx={ctx} />
    </ChakraProvider>
  );
  let rendered = render(screenOf());
  const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Files to import'), { target: { files } });
  const leaveAndComeBack = () => {
    rendered.unmount();
    rendered = render(screenOf());
  };
  return { db, ctx, choose, leaveAndComeBack };
}

test('a file with problems is refused whole, each problem listed, and nothing is written', async () => {
  const { db, choose } = await setup();
  const text = exportJsonText({ ...emptyTransferData(), debts: [visa, { ...visa, id: 'd2', name: 'Car', interestRate: 120 }] }, AT);
  choose(new File([text], 'backup.json', { type: 'application/json' }));
  const problems = await screen.findByTestId('import-problems');
  expect(problems.textContent).toContain('Nothing was imported: fix these and choose the file again.');
  expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['backup.json, debts #2 (Car): interestRate must be at most 100']);
  expect(await db.debts.count().exec()).toBe(0);
});

test('an empty file and a picture are refused with what to do', async () => {
  const { choose } = await setup();
  choose(new File([''], 'debts.csv', { type: 'text/csv' }), new File([new Uint8Array([137, 80, 78, 71, 0, 0])], 'me.png', { type: 'image/png' }));
  const problems = await screen.findByTestId('import-problems');
  expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'debts.csv: the file is empty',
    'me.png: this is not a text file. Import a .json or .csv file exported by Paydown.',
  ]);
});

test('a good file is previewed, and imported only on confirmation, with a summary', async () => {
  const { db, choose } = await setup();
  choose(new File([exportJsonText({ ...emptyTransferData(), debts: [visa] }, AT)], 'backup.json'));
  const preview = await screen.findByTestId('import-preview');
  expect(within(preview).getByText('1 debt will be imported.')).toBeTruthy();
  expect(await db.debts.count().exec()).toBe(0);
  fireEvent.click(within(preview).getByRole('button', { name: 'Import' }));
  const summary = await screen.findByTestId('import-summary');
  expect(summary.textContent).toContain('1 debt imported.');
  const [saved] = (await db.debts.find().exec()).map((doc) => doc.toJSON());
  expect(saved).toMatchObject({ name: 'Visa', balance: 900, uid: 'user-3' });
  expect(saved!.id).not.toBe('d1');

  // Again: recognised, nothing to confirm.
  choose(new File([exportJsonText({ ...emptyTransferData(), debts: [visa] }, AT)], 'backup.json'));
  await waitFor(() => expect(screen.getByTestId('import-preview').textContent).toContain('Nothing new to import: 1 duplicate skipped.'));
  expect(within(screen.getByTestId('import-preview')).queryByRole('button', { name: 'Import' })).toBeNull();
  expect(within(screen.getByTestId('import-preview')).getByText('backup.json, debts #1 (Visa): same as one already in your account')).toBeTruthy();
});

test('an import goes on while the person looks at another screen; back in Settings they find its summary, then leaving forgets it', async () => {
  const { db, choose, leaveAndComeBack } = await setup();
  const payments = Array.from({ length: 30 }, (_, n) => ({ id: `p${n}`, uid: 'someone-else', debtId: 'd1', amount: 5, date: '2026-01-05', isPrincipalOnly: false, createdAt: AT, updatedAt: AT }));
  choose(new File([exportJsonText({ ...emptyTransferData(), debts: [visa], payments }, AT)], 'backup.json'));
  const preview = await screen.findByTestId('import-preview');
  fireEvent.click(within(preview).getByRole('button', { name: 'Import' }));
  expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeTruthy();

  leaveAndComeBack();
  const summary = await screen.findByTestId('import-summary');
  expect(summary.textContent).toContain('1 debt and 30 payments imported.');
  expect(await db.payments.count().exec()).toBe(30);

  leaveAndComeBack();
  expect(screen.queryByTestId('import-summary')).toBeNull();
});
