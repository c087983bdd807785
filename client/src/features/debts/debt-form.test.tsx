// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { DebtForm } from './debt-form';

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
});

async function setup() {
  const ctx = testContext(await openTestDatabase(['debts']));
  let done = 0;
  render(
    <ChakraProvider value={defaultSystem}>
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
