// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import type { Debt } from '@schemas/index';
import { createDebt } from '@/data/debts/create-debt';
import type { DebtChanges } from '@/data/debts/debt-input';
import { updateDebt } from '@/data/debts/update-debt';
import { DebtForm } from './debt-form';

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
});

async function setup() {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  let done = 0;
  render(
    <ChakraProvider value={system}>
      <DebtForm ctx={ctx} onDone={() => (done += 1)} />
    </ChakraProvider>,
  );
  const form = screen.getByRole('form', { name: 'Add a debt' });
  const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Add debt' }));
  return { ctx, form, type, submit, done: () => done };
}

/** The message shown in the same field as the input labelled `label`. */
function messageNextTo(form: HTMLElement, label: string): string {
  const input = within(form).getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const field = input.closest('.chakra-field__root') ?? input.parentElement!;
  return field.querySelector('.chakra-field__errorText')?.textContent ?? '';
}

test('an empty form names every required field next to it and saves nothing', async () => {
  const { ctx, form, submit, done } = await setup();
  submit();
  await waitFor(() => expect(messageNextTo(form, 'Name')).toBe('Name is required'));
  expect(messageNextTo(form, 'Balance ($)')).toBe('Balance is required');
  expect(messageNextTo(form, 'Interest rate (APR %)')).toBe('Interest rate is required');
  expect(messageNextTo(form, 'Minimum payment ($)')).toBe('Minimum payment is required');
  expect(await ctx.db.debts.count().exec()).toBe(0);
  expect(done()).toBe(0);
});

test('out-of-range and unreadable numbers are refused with the field named', async () => {
  const { ctx, form, type, submit } = await setup();
  type('Name', 'Visa');
  type('Balance ($)', '-5');
  type('Interest rate (APR %)', '150');
  type('Minimum payment ($)', 'lots');
  type('Due day of the month', '32');
  submit();
  await waitFor(() => expect(messageNextTo(form, 'Balance ($)')).toBe('Balance must be 0 or more'));
  expect(messageNextTo(form, 'Interest rate (APR %)')).toBe('Interest rate must be at most 100');
  expect(messageNextTo(form, 'Minimum payment ($)')).toBe('Minimum payment must be a number');
  expect(messageNextTo(form, 'Due day of the month')).toBe('Due day must be at most 31');
  expect(await ctx.db.debts.count().exec()).toBe(0);
});

test('a promotion needs its rate and end date; a custom interval must be a whole number', async () => {
  const { ctx, form, type, submit } = await setup();
  type('Name', 'Store card');
  type('Balance ($)', '900');
  type('Interest rate (APR %)', '24.99');
  type('Minimum payment ($)', '35');
  fireEvent.click(within(form).getByText('Promotional rate (e.g. 0% intro APR)'));
  await waitFor(() => within(form).getByLabelText('Promo APR (%)'));
  fireEvent.change(within(form).getByLabelText('Payment frequency'), { target: { value: 'custom_days' } });
  type('Payment interval (days)', '2.5');
  submit();
  await waitFor(() => expect(messageNextTo(form, 'Promo APR (%)')).toBe('Promo APR is required for a promotion'));
  expect(messageNextTo(form, 'Promo ends on')).toBe('Promo end date is required for a promotion');
  expect(messageNextTo(form, 'Payment interval (days)')).toBe('Payment interval must be a whole number from 1 to 366');
  expect(await ctx.db.debts.count().exec()).toBe(0);
});

test('a valid card with a limit and a promotion is saved with every field', async () => {
  const { ctx, form, type, submit, done } = await setup();
  type('Name', 'Visa');
  type('Balance ($)', '$2,500');
  type('Interest rate (APR %)', '22.9');
  type('Minimum payment ($)', '75');
  type('Due day of the month', '15');
  type('Credit limit ($)', '5000');
  fireEvent.click(within(form).getByText('Promotional rate (e.g. 0% intro APR)'));
  await waitFor(() => within(form).getByLabelText('Promo APR (%)'));
  type('Promo APR (%)', '0');
  type('Promo ends on', '2030-06-30');
  type('Opened on', '2020-01-15');
  submit();
  await waitFor(() => expect(done()).toBe(1));
  const [saved] = (await ctx.db.debts.find().exec()).map((doc) => doc.toJSON());
  expect(saved).toMatchObject({
    name: 'Visa',
    type: 'credit_card',
    balance: 2500,
    interestRate: 22.9,
    minimumPayment: 75,
    dueDay: 15,
    highLimit: 5000,
    isPromo: true,
    promoAPR: 0,
    promoEndDate: '2030-06-30',
    originationDate: '2020-01-15',
  });
  // The form is empty again, ready for the next debt (cleared in a transition after the save).
  await waitFor(() => expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe(''));
});

/** The edit form over a stored loan, and a way to play another device's change into it. */
async function editing() {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const created = await createDebt(ctx, { name: 'Car loan', type: 'auto_loan', balance: 9500, interestRate: 24, minimumPayment: 300, paymentFrequency: 'monthly' });
  if (!created.success) throw new Error(created.error);
  let done = 0;
  const ui = (debt: Debt) => (
    <ChakraProvider value={system}>
      <DebtForm ctx={ctx} debt={debt} onDone={() => (done += 1)} />
    </ChakraProvider>
  );
  const { rerender } = render(ui(created.data));
  const form = screen.getByRole('form', { name: 'Edit Car loan' });
  const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  const valueOf = (label: string) => (within(form).getByLabelText(label) as HTMLInputElement).value;
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  /** Another device saves a change; the live debt reaches the open form. */
  const changedElsewhere = async (changes: DebtChanges) => {
    const result = await updateDebt(ctx, created.data.id, changes);
    if (!result.success) throw new Error(result.error);
    rerender(ui(result.data));
  };
  const stored = async () => (await ctx.db.debts.findOne(created.data.id).exec())!.toJSON();
  return { form, type, valueOf, submit, changedElsewhere, stored, done: () => done };
}

test('editing: another device’s new rate shows in place and survives a rename saved here', async () => {
  const { form, type, valueOf, submit, changedElsewhere, stored, done } = await editing();
  type('Name', 'Car loan (Honda)');
  await changedElsewhere({ interestRate: 19 });
  expect(valueOf('Interest rate (APR %)')).toBe('19');
  expect(within(form).getByTestId('updated-elsewhere').textContent).toBe('Updated from another device: Interest rate.');
  submit();
  await waitFor(() => expect(done()).toBe(1));
  expect(await stored()).toMatchObject({ name: 'Car loan (Honda)', interestRate: 19, balance: 9500 });
});

test('editing: a field changed here and elsewhere is not saved until the person chooses, then their choice is kept', async () => {
  const { form, type, valueOf, submit, changedElsewhere, stored, done } = await editing();
  type('Interest rate (APR %)', '21');
  await changedElsewhere({ interestRate: 19 });
  expect(valueOf('Interest rate (APR %)')).toBe('21');
  const choice = within(form).getByRole('group', { name: 'Interest rate (APR %) was changed on another device' });
  expect(choice.textContent).toContain('Changed on another device to 19%');
  submit();
  await within(form).findByText(/Another device changed Interest rate while you were editing/);
  expect((await stored()).interestRate).toBe(19);
  expect(done()).toBe(0);

  fireEvent.click(within(choice).getByRole('button', { name: 'Use 19%' }));
  expect(valueOf('Interest rate (APR %)')).toBe('19');
  type('Minimum payment ($)', '320');
  submit();
  await waitFor(() => expect(done()).toBe(1));
  expect(await stored()).toMatchObject({ interestRate: 19, minimumPayment: 320 });
});

test('a minimum that does not cover the interest is warned about beside it, and the debt can still be saved', async () => {
  const { ctx, form, type, submit, done } = await setup();
  type('Name', 'Loan');
  type('Balance ($)', '10,000');
  type('Interest rate (APR %)', '24');
  type('Minimum payment ($)', '20');
  const note = await within(form).findByTestId('minimum-interest-note');
  expect(note.textContent).toBe(
    '$10,000.00 at 24% APR accrues about $200.00 interest a month; a $20.00 minimum doesn’t cover it, so this balance grows. ' +
      'A minimum of $200.01 or more would start paying it down. If that is the real minimum, you can still save the debt.',
  );
  // A warning, not an error: the field is not marked invalid.
  expect(within(form).getByLabelText('Minimum payment ($)').getAttribute('aria-invalid')).not.toBe('true');
  type('Minimum payment ($)', '200.01');
  await waitFor(() => expect(within(form).queryByTestId('minimum-interest-note')).toBeNull());
  type('Minimum payment ($)', '20');
  await within(form).findByTestId('minimum-interest-note');
  submit();
  await waitFor(() => expect(done()).toBe(1));
  expect((await ctx.db.debts.find().exec()).map((doc) => doc.toJSON())).toEqual([expect.objectContaining({ name: 'Loan', balance: 10_000, minimumPayment: 20 })]);
});

test('editing a debt with a credit shows nothing owed and the credit, and saving another field leaves the credit alone', async () => {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const created = await createDebt(ctx, { name: 'Store card', type: 'credit_card', balance: 0, interestRate: 20, minimumPayment: 25, paymentFrequency: 'monthly' });
  if (!created.success) throw new Error(created.error);
  await (await ctx.db.debts.findOne(created.data.id).exec())!.updateCRDT({ ifMatch: { $inc: { balance: -300 } } });
  const withCredit = (await ctx.db.debts.findOne(created.data.id).exec())!.toJSON() as Debt;
  let done = 0;
  render(
    <ChakraProvider value={system}>
      <DebtForm ctx={ctx} debt={withCredit} onDone={() => (done += 1)} />
    </ChakraProvider>,
  );
  const form = screen.getByRole('form', { name: 'Edit Store card' });
  expect((within(form).getByLabelText('Balance ($)') as HTMLInputElement).value).toBe('0');
  expect(within(form).getByText(/This debt has a credit of \$300\.00/)).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Store card (closed)' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(done).toBe(1));
  expect((await ctx.db.debts.findOne(created.data.id).exec())!.toJSON()).toMatchObject({ name: 'Store card (closed)', balance: -300 });
});

test('the icon is chosen from a radio group of named icons, Automatic following the type, and is saved and shown again on edit', async () => {
  const { ctx, form, type, submit, done } = await setup();
  const group = within(form).getByRole('radiogroup', { name: 'Icon' });
  const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
  expect(radios).toHaveLength(17);
  expect(radios.every((radio) => radio.name === 'iconName')).toBe(true);
  expect((within(group).getByRole('radio', { name: 'Automatic (credit card)' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'student_loan' } });
  await waitFor(() => within(group).getByRole('radio', { name: 'Automatic (student loan)' }));
  type('Name', 'Phone plan');
  type('Balance ($)', '600');
  type('Interest rate (APR %)', '0');
  type('Minimum payment ($)', '50');
  fireEvent.click(within(group).getByRole('radio', { name: 'Phone' }));
  await waitFor(() => expect((within(group).getByRole('radio', { name: 'Phone' }) as HTMLInputElement).checked).toBe(true));
  submit();
  await waitFor(() => expect(done()).toBe(1));
  const [saved] = (await ctx.db.debts.find().exec()).map((doc) => doc.toJSON());
  expect(saved).toMatchObject({ name: 'Phone plan', iconName: 'phone' });

  cleanup();
  render(
    <ChakraProvider value={system}>
      <DebtForm ctx={ctx} debt={saved as Debt} />
    </ChakraProvider>,
  );
  const edit = screen.getByRole('form', { name: 'Edit Phone plan' });
  expect((within(edit).getByRole('radio', { name: 'Phone' }) as HTMLInputElement).checked).toBe(true);
});

test('an icon name Paydown does not bundle is refused with the icons it knows', async () => {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const result = await createDebt(ctx, { name: 'Odd', type: 'other', balance: 10, interestRate: 0, minimumPayment: 10, paymentFrequency: 'monthly', iconName: 'rocket' });
  expect(result.success).toBe(false);
  expect(!result.success && result.fieldErrors?.iconName).toMatch(/^iconName must be one of Paydown's icons: card, student, car, home, /);
  expect(await ctx.db.debts.count().exec()).toBe(0);
});
