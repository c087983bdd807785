// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { createDebt } from '@/data/debts/create-debt';
import { shownDebt } from '@/data/test-support/shown-debt';
import { editPayment } from '@/data/payments/edit-payment';
import { recordPayment } from '@/data/payments/record-payment';
import type { Payment } from '@schemas/index';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { PaymentForm } from './payment-form';

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
});

async function setup(editing = false) {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const created = await createDebt(ctx, visa({ balance: 1000 }));
  if (!created.success) throw new Error(created.error);
  const debtId = created.data.id;
  let payment;
  if (editing) {
    const recorded = await recordPayment(ctx, { debtId, amount: 100, date: '2026-01-20' });
    if (!recorded.success) throw new Error(recorded.error);
    payment = recorded.data;
  }
  let done = 0;
  render(
    <ChakraProvider value={system}>
      <PaymentForm ctx={ctx} debtId={debtId} payment={payment} today="2026-02-01" onDone={() => (done += 1)} />
    </ChakraProvider>,
  );
  const form = screen.getByRole('form', { name: editing ? 'Edit payment' : 'Record a payment' });
  const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: editing ? 'Save payment' : 'Record payment' }));
  const balance = async () => (await shownDebt(ctx, debtId))?.balance;
  const count = () => ctx.db.payments.count().exec();
  return { ctx, form, type, submit, balance, count, done: () => done };
}

function messageNextTo(form: HTMLElement, label: string): string {
  const input = within(form).getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return input.closest('.chakra-field__root')?.querySelector('.chakra-field__errorText')?.textContent ?? '';
}

test.each([
  ['', 'Amount is required'],
  ['0', 'Amount must be more than 0'],
  ['-25', 'Amount must be more than 0'],
  ['ten', 'Amount must be a number'],
])('amount %j is refused next to the field and nothing is recorded', async (amount, message) => {
  const { form, type, submit, balance, count, done } = await setup();
  type('Amount ($)', amount);
  submit();
  await waitFor(() => expect(messageNextTo(form, 'Amount ($)')).toBe(message));
  expect(await count()).toBe(0);
  expect(await balance()).toBe(1000);
  expect(done()).toBe(0);
});

test('a missing date is refused next to the field', async () => {
  const { form, type, submit, count } = await setup();
  type('Amount ($)', '50');
  type('Date', '');
  submit();
  await waitFor(() => expect(messageNextTo(form, 'Date')).toBe('Date is required'));
  expect(await count()).toBe(0);
});

test('a valid payment is recorded and lowers the balance', async () => {
  const { type, submit, balance, count, done } = await setup();
  type('Amount ($)', '$250.50');
  submit();
  await waitFor(() => expect(done()).toBe(1));
  expect(await count()).toBe(1);
  expect(await balance()).toBe(749.5);
});

test('editing: a bad amount keeps the payment and the balance as they were', async () => {
  const { form, type, submit, balance, done } = await setup(true);
  expect(await balance()).toBe(900);
  type('Amount ($)', '0');
  submit();
  await waitFor(() => expect(messageNextTo(form, 'Amount ($)')).toBe('Amount must be more than 0'));
  expect(await balance()).toBe(900);
  type('Amount ($)', '150');
  submit();
  await waitFor(() => expect(done()).toBe(1));
  expect(await balance()).toBe(850);
});

test('editing: a date changed on another device shows in place, and the amount corrected here keeps it', async () => {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const created = await createDebt(ctx, visa({ balance: 1000 }));
  if (!created.success) throw new Error(created.error);
  const recorded = await recordPayment(ctx, { debtId: created.data.id, amount: 100, date: '2026-01-20' });
  if (!recorded.success) throw new Error(recorded.error);
  let done = 0;
  const ui = (payment: Payment) => (
    <ChakraProvider value={system}>
      <PaymentForm ctx={ctx} debtId={created.data.id} payment={payment} today="2026-02-01" onDone={() => (done += 1)} />
    </ChakraProvider>
  );
  const { rerender } = render(ui(recorded.data));
  const form = screen.getByRole('form', { name: 'Edit payment' });
  fireEvent.change(within(form).getByLabelText('Amount ($)'), { target: { value: '120' } });
  const elsewhere = await editPayment(ctx, recorded.data.id, { date: '2026-01-22' });
  if (!elsewhere.success) throw new Error(elsewhere.error);
  rerender(ui(elsewhere.data));
  expect((within(form).getByLabelText('Date') as HTMLInputElement).value).toBe('2026-01-22');
  fireEvent.click(within(form).getByRole('button', { name: 'Save payment' }));
  await waitFor(() => expect(done).toBe(1));
  expect((await ctx.db.payments.findOne(recorded.data.id).exec())!.toJSON()).toMatchObject({ amount: 120, date: '2026-01-22' });
  expect((await shownDebt(ctx, created.data.id))!.balance).toBe(880);
});

describe('a payment larger than the balance is caught before saving', () => {
  const choice = () => screen.queryByTestId('over-payment-choice');
  const button = (name: string) => within(choice()!).getByRole('button', { name });

  test('the person is asked, and nothing is written until they choose', async () => {
    const { type, submit, balance, count, done } = await setup();
    type('Amount ($)', '1500');
    submit();
    await waitFor(() => expect(choice()).not.toBeNull());
    expect(choice()!.textContent).toContain('$1,500.00 is more than this debt owes ($1,000.00)');
    expect(button('Pay the balance ($1,000.00)')).toBeTruthy();
    expect(button('Record $1,500.00 and keep $500.00 as a credit on this debt')).toBeTruthy();
    expect(await count()).toBe(0);
    expect(await balance()).toBe(1000);
    expect(done()).toBe(0);
    // Changing the amount puts the question away; still nothing written.
    fireEvent.click(button('Change the amount'));
    expect(choice()).toBeNull();
    expect(await count()).toBe(0);
  });

  test('"Pay the balance" records what the debt owes, and it is paid off', async () => {
    const { ctx, form, type, submit, balance, count, done } = await setup();
    type('Amount ($)', '1500');
    type('Notes', 'from savings');
    submit();
    await waitFor(() => expect(choice()).not.toBeNull());
    fireEvent.click(button('Pay the balance ($1,000.00)'));
    await waitFor(() => expect(done()).toBe(1));
    expect(await count()).toBe(1);
    expect((await ctx.db.payments.findOne().exec())?.toJSON()).toMatchObject({ amount: 1000, notes: 'from savings' });
    expect(await balance()).toBe(0);
    expect((within(form).getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('1000');
  });

  test('keeping a credit records the whole amount; the excess stays on the debt as a credit', async () => {
    const { type, submit, balance, count, done } = await setup();
    type('Amount ($)', '1500');
    submit();
    await waitFor(() => expect(choice()).not.toBeNull());
    fireEvent.click(button('Record $1,500.00 and keep $500.00 as a credit on this debt'));
    await waitFor(() => expect(done()).toBe(1));
    expect(await count()).toBe(1);
    expect(await balance()).toBe(-500);
  });

  test('editing: raising a payment above what the debt owed asks the same, against the balance before that payment', async () => {
    const { type, submit, balance, done } = await setup(true);
    expect(await balance()).toBe(900);
    type('Amount ($)', '1200');
    submit();
    await waitFor(() => expect(choice()).not.toBeNull());
    expect(await balance()).toBe(900);
    fireEvent.click(button('Pay the balance ($1,000.00)'));
    await waitFor(() => expect(done()).toBe(1));
    expect(await balance()).toBe(0);
  });
});
