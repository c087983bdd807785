// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { closeDebt } from '@/data/debts/close-debt';
import { createDebt } from '@/data/debts/create-debt';
import { getDebts } from '@/data/debts/get-debts';
import { getPayments } from '@/data/payments/get-payments';
import { renderSignedIn } from '@/data/test-support/render-signed-in';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { CloseDebtForm } from './close-debt-form';
import { ReopenDebtForm } from './reopen-debt-form';

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
});

async function carLoan() {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const created = await createDebt(ctx, visa({ name: 'Car loan', type: 'auto_loan', balance: 9500 }));
  if (!created.success) throw new Error(created.error);
  const debt = async () => (await getDebts(ctx)).find((stored) => stored.id === created.data.id)!;
  return { ctx, debt };
}

async function renderClose() {
  const car = await carLoan();
  let done = 0;
  render(
    <ChakraProvider value={system}>
      <CloseDebtForm ctx={car.ctx} debt={await car.debt()} today="2026-02-01" onDone={() => (done += 1)} />
    </ChakraProvider>,
  );
  const form = screen.getByRole('form', { name: 'Close this debt' });
  const choose = async (label: RegExp) => {
    const radio = within(form).getByRole('radio', { name: label }) as HTMLInputElement;
    fireEvent.click(radio);
    await waitFor(() => expect(radio.checked).toBe(true));
  };
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Close debt' }));
  return { ...car, form, choose, submit, done: () => done };
}

test('paid in full (the first choice) records the closing payment of the balance, dated today', async () => {
  const { ctx, debt, form, submit, done } = await renderClose();
  expect(form.textContent).toContain('Records a closing payment of $9,500.00');
  submit();
  await waitFor(() => expect(done()).toBe(1));
  expect((await getPayments(ctx)).map((p) => [p.amount, p.date])).toEqual([[9500, '2026-02-01']]);
  expect(await debt()).toMatchObject({ balance: 0, isPaid: true, closedAs: 'paid_in_full', closedOn: '2026-02-01' });
});

test('settled may record what the settlement cost; more than the balance is refused next to the field', async () => {
  const { ctx, debt, form, choose, submit, done } = await renderClose();
  await choose(/^Settled/);
  const amount = await within(form).findByLabelText('What you paid to settle ($, optional)');
  fireEvent.change(amount, { target: { value: '9600' } });
  submit();
  await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
  expect(form.textContent).toContain('Settlement amount must be less than the $9,500.00 this debt owes (paying all of it is "Paid in full")');
  expect(await getPayments(ctx)).toEqual([]);
  expect((await debt()).isPaid).toBe(false);

  fireEvent.change(amount, { target: { value: '6,000' } });
  submit();
  await waitFor(() => expect(done()).toBe(1));
  expect((await getPayments(ctx)).map((p) => p.amount)).toEqual([6000]);
  expect(await debt()).toMatchObject({ balance: 3500, isPaid: true, closedAs: 'settled' });
});

test('forgiven closes it with no payment: the balance is not paid down', async () => {
  const { ctx, debt, choose, submit, done } = await renderClose();
  await choose(/^Forgiven/);
  submit();
  await waitFor(() => expect(done()).toBe(1));
  expect(await getPayments(ctx)).toEqual([]);
  expect(await debt()).toMatchObject({ balance: 9500, isPaid: true, closedAs: 'forgiven' });
});

test('reopening a paid-in-full debt offers to remove its closing payment, and says what it will owe', async () => {
  const { ctx, debt } = await carLoan();
  await closeDebt(ctx, (await debt()).id, { closedAs: 'paid_in_full', closedOn: '2026-02-01' });
  let done = 0;
  // The form reads the debt's payments live (the closing payment), from the signed-in user's database.
  renderSignedIn(<ReopenDebtForm ctx={ctx} debt={await debt()} onDone={() => (done += 1)} />, ctx.db);
  const form = await screen.findByRole('form', { name: 'Reopen this debt' });
  const remove = await within(form).findByRole('checkbox', { name: 'Remove the closing payment of $9,500.00 recorded on Feb 1, 2026' });
  expect(screen.getByTestId('reopen-outcome').textContent).toBe('Car loan will owe $9,500.00 again.');
  fireEvent.click(remove);
  await waitFor(() => expect(screen.getByTestId('reopen-outcome').textContent).toContain('it owes nothing and stays paid off'));
  fireEvent.click(remove);
  await waitFor(() => expect(screen.getByTestId('reopen-outcome').textContent).toBe('Car loan will owe $9,500.00 again.'));
  fireEvent.click(within(form).getByRole('button', { name: 'Reopen debt' }));
  await waitFor(() => expect(done).toBe(1));
  expect(await getPayments(ctx)).toEqual([]);
  expect(await debt()).toMatchObject({ balance: 9500, isPaid: false });
});
