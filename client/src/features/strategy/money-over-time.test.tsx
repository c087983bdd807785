// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { Debt, Strategy } from '@schemas/index';
import { createDebt } from '@/data/debts/create-debt';
import { addBudgetStep, updateBudgetStep } from '@/data/strategies/budget-steps';
import { createStrategy } from '@/data/strategies/create-strategy';
import { addSnowflake, removeSnowflake, updateSnowflake } from '@/data/strategies/snowflakes';
import { ok } from '@/data/test-support/ok';
import { renderSignedIn } from '@/data/test-support/render-signed-in';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { addMonths, currentMonth, monthLabel } from '@/lib/calendar-month';
import { planPayoff, type StrategyInput } from '@/payoff/index';
import { byPriority } from '@/planning/debt-status';
import { StrategyPage } from './strategy-page';

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
});

const startMonth = currentMonth();
const inFourMonths = `${addMonths(startMonth, 4)}-15`;

/** The Strategy page over two debts and a stored $500 Avalanche plan. */
async function open() {
  const db = await openTestDatabase(['debts', 'payments', 'strategies', 'amortizationTables', 'financialGoals', 'subscriptions']);
  const ctx = testContext(db);
  const debts: Debt[] = [
    ok(await createDebt(ctx, visa({ name: 'Visa', balance: 4000, interestRate: 22, minimumPayment: 100 }))),
    ok(await createDebt(ctx, visa({ name: 'Loan', type: 'personal_loan', balance: 6000, interestRate: 7, minimumPayment: 200 }))),
  ];
  const strategy = ok(await createStrategy(ctx, { name: 'My plan', type: 'avalanche', monthlyBudget: 500 }));
  renderSignedIn(<StrategyPage />, db);
  await screen.findByTestId('plan-debt-free-date');
  const stored = async (): Promise<Strategy> => (await db.strategies.findOne(strategy.id).exec())!.toJSON() as Strategy;
  const debtFree = (changes: Partial<StrategyInput>) =>
    monthLabel(planPayoff({ startMonth, debts: byPriority(debts), strategy: { type: 'avalanche', monthlyBudget: 500, ...changes } }).payoffDate!);
  return { ctx, id: strategy.id, debts, stored, debtFree };
}

const shownDate = () => screen.getByTestId('plan-debt-free-date').textContent;
const formNamed = (name: string) => screen.getByRole('form', { name });
const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
const messageIn = (form: HTMLElement, label: string) => within(form).getByLabelText(label).closest('.chakra-field__root')?.querySelector('.chakra-field__errorText')?.textContent;

test('a one-time payment is refused with a message that keeps what was typed, then added; the plan and its schedule follow at once', async () => {
  const { stored, debtFree } = await open();
  expect(shownDate()).toBe(debtFree({}));
  fireEvent.click(screen.getByRole('button', { name: 'Add a one-time payment' }));
  const form = formNamed('Add a one-time payment');
  type(form, 'Amount ($)', 'lots');
  type(form, 'Label (optional)', 'Tax refund');
  fireEvent.submit(form);
  await waitFor(() => expect(messageIn(form, 'Amount ($)')).toBe('Amount must be a number'));
  expect(messageIn(form, 'Date')).toBe('Date is required');
  expect((within(form).getByLabelText('Label (optional)') as HTMLInputElement).value).toBe('Tax refund');
  expect((await stored()).snowflakes ?? {}).toEqual({});

  type(form, 'Date', inFourMonths);
  type(form, 'Amount ($)', '$2,000');
  fireEvent.submit(form);
  await waitFor(async () => expect(Object.values((await stored()).snowflakes ?? {})).toEqual([{ date: inFourMonths, amount: 2000, label: 'Tax refund' }]));
  await waitFor(() => expect(screen.getByTestId('snowflake-list').textContent).toContain('(Tax refund)'));
  expect(shownDate()).toBe(debtFree({ snowflakes: [{ date: inFourMonths, amount: 2000 }] }));
  expect(shownDate()).not.toBe(debtFree({}));
  expect(screen.getByTestId('snowflake-list').textContent).toContain('To where your strategy sends extra money');
  expect(within(screen.getByTestId('payoff-schedule')).getByText('+$2,000.00 one-time')).toBeTruthy();
  expect(screen.getByTestId('plan-money-over-time').textContent).toContain(`plus a one-time payment of $2,000.00 in ${monthLabel(inFourMonths.slice(0, 7))}`);
});

test('a budget change from a month on moves the date, shows in the plan’s words and marks its month in the schedule; one already begun says so', async () => {
  const { ctx, id, stored, debtFree } = await open();
  fireEvent.click(screen.getByRole('button', { name: 'Add a budget change' }));
  const form = formNamed('Add a budget change');
  type(form, 'New monthly budget ($)', '-1');
  fireEvent.submit(form);
  await waitFor(() => expect(messageIn(form, 'From (month)')).toBe('Month is required'));
  expect(messageIn(form, 'New monthly budget ($)')).toBe('Monthly budget must be 0 or more');
  const from = addMonths(startMonth, 3);
  type(form, 'From (month)', from);
  type(form, 'New monthly budget ($)', '900');
  fireEvent.submit(form);
  await waitFor(async () => expect(Object.values((await stored()).budgetSteps ?? {})).toEqual([{ from: `${from}-01`, monthlyBudget: 900 }]));
  await waitFor(() => expect(screen.getByTestId('budget-step-list').textContent).toContain(`$900.00 a month from ${monthLabel(from)}`));
  expect(shownDate()).toBe(debtFree({ budgetSteps: [{ from: `${from}-01`, monthlyBudget: 900 }] }));
  expect(shownDate()).not.toBe(debtFree({}));
  expect(screen.getByTestId('plan-money-over-time').textContent).toBe(`“My plan”: Avalanche at $500.00 a month, $900.00 from ${monthLabel(from)}.`);
  expect(within(screen.getByTestId('payoff-schedule')).getByText('Budget $900.00')).toBeTruthy();

  ok(await addBudgetStep(ctx, id, { from: `${addMonths(startMonth, -2)}-10`, monthlyBudget: 450 }));
  await waitFor(() => expect(screen.getByTestId('budget-step-list').textContent).toContain('In force now: the plan starts at this budget'));
  expect(shownDate()).toBe(debtFree({ budgetSteps: [{ from: `${addMonths(startMonth, -2)}-10`, monthlyBudget: 450 }, { from: `${from}-01`, monthlyBudget: 900 }] }));
});

test('a one-time payment dated before this month is shown as past, not in the plan, with a way to record it as a payment', async () => {
  const { ctx, id, debtFree } = await open();
  ok(await addSnowflake(ctx, id, { date: `${addMonths(startMonth, -1)}-03`, amount: 300, label: 'Bonus' }));
  const list = await screen.findByTestId('snowflake-list');
  await waitFor(() => expect(list.textContent).toContain('Past'));
  expect(list.textContent).toContain('Before this month, so not in the plan.');
  expect(within(list).getByRole('link', { name: 'record it as a payment' }).getAttribute('href')).toBe('/debts#record-payment');
  expect(shownDate()).toBe(debtFree({}));
});

test('an entry open here follows another device’s change of a field not touched, asks about one changed on both, and survives being removed there', async () => {
  const { ctx, id, stored } = await open();
  const snowflake = ok(await addSnowflake(ctx, id, { date: inFourMonths, amount: 1000, label: 'Bonus' }));
  const [snowflakeId] = Object.keys(snowflake.snowflakes ?? {});
  const list = await screen.findByTestId('snowflake-list');
  await waitFor(() => expect(list.textContent).toContain('$1,000.00'));
  fireEvent.click(within(list).getByRole('button', { name: /^Edit \$1,000\.00/ }));
  const form = formNamed('Edit one-time payment');
  type(form, 'Amount ($)', '1500');

  // Another device changes the label (untouched here) and the amount (changed here too).
  ok(await updateSnowflake(ctx, id, snowflakeId!, { label: 'Year-end bonus', amount: 1200 }));
  await waitFor(() => expect((within(form).getByLabelText('Label (optional)') as HTMLInputElement).value).toBe('Year-end bonus'));
  expect((within(form).getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('1500');
  const choice = within(form).getByRole('group', { name: 'Amount ($) was changed on another device' });
  expect(choice.textContent).toContain('$1,200.00');
  fireEvent.submit(form);
  await waitFor(() => expect(within(form).getByText(/choose which value to keep before saving/)).toBeTruthy());
  expect(Object.values((await stored()).snowflakes!)[0]).toMatchObject({ amount: 1200, label: 'Year-end bonus' });
  fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
  fireEvent.submit(form);
  await waitFor(async () => expect(Object.values((await stored()).snowflakes!)[0]).toEqual({ date: inFourMonths, amount: 1500, label: 'Year-end bonus' }));

  // Removed on another device while open here: what was typed stays, and saving adds it back.
  fireEvent.click(await within(list).findByRole('button', { name: /^Edit \$1,500\.00/ }));
  const again = formNamed('Edit one-time payment');
  type(again, 'Amount ($)', '1750');
  ok(await removeSnowflake(ctx, id, snowflakeId!));
  await waitFor(() => expect(again.textContent).toContain('Removed on another device'));
  expect((within(again).getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('1750');
  fireEvent.submit(again);
  await waitFor(async () => expect(Object.values((await stored()).snowflakes ?? {})).toEqual([{ date: inFourMonths, amount: 1750, label: 'Year-end bonus' }]));
});

test('entries added or changed on another device show up live, and removing one here removes only it', async () => {
  const { ctx, id, stored } = await open();
  const step = ok(await addBudgetStep(ctx, id, { from: `${addMonths(startMonth, 2)}-01`, monthlyBudget: 700 }));
  const [stepId] = Object.keys(step.budgetSteps ?? {});
  const steps = await screen.findByTestId('budget-step-list');
  await waitFor(() => expect(steps.textContent).toContain('$700.00 a month'));
  ok(await updateBudgetStep(ctx, id, stepId!, { monthlyBudget: 750 }));
  await waitFor(() => expect(steps.textContent).toContain('$750.00 a month'));
  ok(await addSnowflake(ctx, id, { date: inFourMonths, amount: 100 }));
  ok(await addSnowflake(ctx, id, { date: inFourMonths, amount: 200 }));
  const list = screen.getByTestId('snowflake-list');
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  fireEvent.click(within(list).getByRole('button', { name: /^Remove \$100\.00/ }));
  await waitFor(async () => expect(Object.values((await stored()).snowflakes ?? {})).toEqual([{ date: inFourMonths, amount: 200 }]));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
});
