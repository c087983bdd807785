// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { Debt, Strategy } from '@schemas/index';
import { createDebt } from '@/data/debts/create-debt';
import { chooseStrategy } from '@/data/strategies/choose-strategy';
import { createScenario } from '@/data/strategies/create-scenario';
import { createStrategy } from '@/data/strategies/create-strategy';
import { currentStrategy } from '@/data/strategies/current-strategy';
import { updateStrategy } from '@/data/strategies/update-strategy';
import { ok } from '@/data/test-support/ok';
import { renderSignedIn } from '@/data/test-support/render-signed-in';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { currentMonth, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { planPayoff, type StrategyInput } from '@/payoff/index';
import { byPriority } from '@/planning/debt-status';
import { StrategyPage } from './strategy-page';

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
});

const startMonth = currentMonth();

async function open(scenarios: { name: string; type: Strategy['type']; monthlyBudget: number }[]) {
  const db = await openTestDatabase(['debts', 'payments', 'strategies', 'amortizationTables', 'financialGoals', 'subscriptions']);
  const ctx = testContext(db);
  const debts: Debt[] = [
    ok(await createDebt(ctx, visa({ name: 'Visa', balance: 4000, interestRate: 22, minimumPayment: 100 }))),
    ok(await createDebt(ctx, visa({ name: 'Loan', type: 'personal_loan', balance: 6000, interestRate: 7, minimumPayment: 200 }))),
  ];
  const made: Strategy[] = [];
  for (const scenario of scenarios) {
    const first = made.length === 0;
    made.push(first ? ok(await createStrategy(ctx, scenario)) : ok(await createScenario(ctx, { name: scenario.name })));
    if (!first) ok(await updateStrategy(ctx, made.at(-1)!.id, { type: scenario.type, monthlyBudget: scenario.monthlyBudget }));
  }
  renderSignedIn(<StrategyPage />, db);
  await screen.findByTestId('plan-debt-free-date');
  const all = async () => (await db.strategies.find().exec()).map((doc) => doc.toJSON() as Strategy);
  const plan = (strategy: StrategyInput) => planPayoff({ startMonth, debts: byPriority(debts), strategy });
  return { ctx, made, all, plan };
}

const budgetField = () => within(screen.getByRole('form', { name: 'Strategy settings' })).getByLabelText('Monthly budget ($)') as HTMLInputElement;
const bar = () => screen.getByTestId('scenario-bar');

test('the page edits the current plan; a new scenario is a named copy, shown at once, and not current until chosen', async () => {
  const { all } = await open([{ name: 'My plan', type: 'avalanche', monthlyBudget: 500 }]);
  expect(within(bar()).getByText('Current plan')).toBeTruthy();
  expect((within(bar()).getByRole('button', { name: /Delete/ }) as HTMLButtonElement).disabled).toBe(true);
  expect(bar().textContent).toContain('Your only plan can’t be deleted');
  expect(screen.getByTestId('scenarios-hint').textContent).toContain('Make a second scenario');

  fireEvent.click(within(bar()).getByRole('button', { name: /New scenario/ }));
  const naming = screen.getByRole('form', { name: 'New scenario' });
  fireEvent.change(within(naming).getByLabelText('Name of the new scenario'), { target: { value: ' my PLAN ' } });
  fireEvent.submit(naming);
  await waitFor(() => expect(naming.textContent).toContain('You already have a plan called “my PLAN”: pick another name'));
  fireEvent.change(within(naming).getByLabelText('Name of the new scenario'), { target: { value: 'Aggressive' } });
  fireEvent.submit(naming);
  await waitFor(() => expect((within(bar()).getByLabelText('Scenario') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Aggressive'));
  expect(budgetField().value).toBe('500');
  expect(within(bar()).getByRole('button', { name: 'Make this my plan' })).toBeTruthy();
  expect((await all()).map((strategy) => strategy.name).sort()).toEqual(['Aggressive', 'My plan']);
  expect(currentStrategy(await all())?.name).toBe('My plan');

  // Editing the copy changes it alone.
  fireEvent.change(budgetField(), { target: { value: '900' } });
  await waitFor(async () => expect((await all()).find((strategy) => strategy.name === 'Aggressive')?.monthlyBudget).toBe(900));
  expect((await all()).find((strategy) => strategy.name === 'My plan')?.monthlyBudget).toBe(500);
  expect(currentStrategy(await all())?.name).toBe('My plan');
});

test('switching scenarios shows each one’s settings; rename, choose, and delete (asked first) work on the one shown', async () => {
  const { all } = await open([
    { name: 'Safe', type: 'avalanche', monthlyBudget: 400 },
    { name: 'Aggressive', type: 'snowball', monthlyBudget: 900 },
  ]);
  const picker = () => within(bar()).getByLabelText('Scenario') as HTMLSelectElement;
  expect(picker().selectedOptions[0]?.textContent).toBe('Safe (current plan)');
  expect(budgetField().value).toBe('400');
  const aggressive = (await all()).find((strategy) => strategy.name === 'Aggressive')!;
  fireEvent.change(picker(), { target: { value: aggressive.id } });
  await waitFor(() => expect(budgetField().value).toBe('900'));

  fireEvent.click(within(bar()).getByRole('button', { name: /Rename/ }));
  const rename = screen.getByRole('form', { name: 'Rename scenario' });
  fireEvent.change(within(rename).getByLabelText('New name'), { target: { value: 'After the raise' } });
  fireEvent.submit(rename);
  await waitFor(() => expect(picker().selectedOptions[0]?.textContent).toBe('After the raise'));

  fireEvent.click(within(bar()).getByRole('button', { name: 'Make this my plan' }));
  await waitFor(async () => expect(currentStrategy(await all())?.id).toBe(aggressive.id));
  await waitFor(() => expect(within(bar()).getByTestId('scenario-current')).toBeTruthy());

  fireEvent.click(within(bar()).getByRole('button', { name: /Delete/ }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete “After the raise”?' });
  expect(confirm.textContent).toContain('It is your current plan');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete scenario' }));
  await waitFor(async () => expect((await all()).map((strategy) => strategy.name)).toEqual(['Safe']));
  // Back on the plan that is current now.
  await waitFor(() => expect(budgetField().value).toBe('400'));
  expect(picker().selectedOptions[0]?.textContent).toBe('Safe (current plan)');
});

test('two or three scenarios side by side: the engine’s numbers for each, which one is current, and choosing another', async () => {
  const { all, plan, ctx } = await open([
    { name: 'Safe', type: 'avalanche', monthlyBudget: 400 },
    { name: 'Aggressive', type: 'snowball', monthlyBudget: 900 },
    { name: 'Middle', type: 'avalanche', monthlyBudget: 650 },
  ]);
  const comparison = await screen.findByTestId('scenario-comparison');
  const card = (name: string) => within(comparison).getByRole('group', { name });
  // The current plan and the next one: Safe and Aggressive.
  expect(within(comparison).getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Safe', 'Aggressive']);
  for (const [name, strategy] of [['Safe', { type: 'avalanche', monthlyBudget: 400 }], ['Aggressive', { type: 'snowball', monthlyBudget: 900 }]] as const) {
    const expected = plan(strategy);
    expect(within(card(name)).getByTestId('compared-debt-free').textContent).toBe(monthLabel(expected.payoffDate!));
    expect(within(card(name)).getByTestId('compared-interest').textContent).toBe(formatMoney(expected.totalInterestPaid!));
    expect(within(card(name)).getByTestId('compared-paid').textContent).toBe(formatMoney(expected.totalAmountPaid!));
  }
  expect(card('Safe').textContent).toContain('Current plan');

  const boxes = screen.getByRole('group', { name: 'Compare (choose two or three)' });
  fireEvent.click(within(boxes).getByText('Middle'));
  await waitFor(() => expect(within(comparison).getAllByRole('group')).toHaveLength(3));

  // The scenario on screen follows the form as it is typed.
  fireEvent.change(budgetField(), { target: { value: '1000' } });
  await waitFor(() => expect(within(card('Safe')).getByTestId('compared-debt-free').textContent).toBe(monthLabel(plan({ type: 'avalanche', monthlyBudget: 1000 }).payoffDate!)));

  fireEvent.click(within(card('Middle')).getByRole('button', { name: 'Make this my plan' }));
  await waitFor(async () => expect(currentStrategy(await all())?.name).toBe('Middle'));
  await waitFor(() => expect(card('Middle').textContent).toContain('Current plan'));
  // Chosen on another device: the page follows (the scenario on screen stays the one being edited).
  ok(await chooseStrategy(ctx, (await all()).find((strategy) => strategy.name === 'Aggressive')!.id));
  await waitFor(() => expect(card('Aggressive').textContent).toContain('Current plan'));
  expect(within(bar()).getByRole('button', { name: 'Make this my plan' })).toBeTruthy();
});
