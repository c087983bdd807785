// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createDebt } from '@/data/debts/create-debt';
import type { NewDebtInput } from '@/data/debts/debt-input';
import { renderSignedIn } from '@/data/test-support/render-signed-in';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { currentMonth } from '@/lib/calendar-month';
import { standInWorker } from '@/lib/worker-jobs/test-support/stand-in-worker';
import { PLAN_JOBS } from './plan-work/plan-jobs';
import { planWorker } from './plan-work/plan-worker-client';
import { OFF_THREAD_FROM_DEBTS } from './plan-work/use-plan-job';
import { StrategyPage } from './strategy-page';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  planWorker.dispose();
  await closeTestDatabases();
});

async function renderWithDebts(debts: NewDebtInput[]) {
  const db = await openTestDatabase(['debts', 'payments', 'strategies', 'amortizationTables', 'financialGoals', 'subscriptions']);
  const ctx = testContext(db);
  for (const debt of debts) {
    const created = await createDebt(ctx, debt);
    if (!created.success) throw new Error(created.error);
  }
  renderSignedIn(<StrategyPage />, db);
  return screen.findByTestId('plan-debt-free-date');
}

const warnings = () => screen.queryByTestId('plan-warnings')?.textContent ?? '';

test('the suggested first budget covers every month’s minimums, so the plan starts without a shortfall', async () => {
  // A biweekly loan due on the 10th: this month holds two of its payments (the 10th and 24th),
  // some month within a year three. The card asks 1 % of its balance plus the interest: $141.67 now.
  await renderWithDebts([
    visa({ name: 'Loan', type: 'personal_loan', balance: 12_000, interestRate: 7, minimumPayment: 150, paymentFrequency: 'biweekly', dueDate: `${currentMonth()}-10` }),
    visa({ name: 'Card', balance: 5000, interestRate: 22, minimumPayment: 35, minPayCalc: 'percent_principal_interest', minPayPercentage: 1 }),
  ]);
  const budget = within(screen.getByRole('form', { name: 'Strategy settings' })).getByLabelText('Monthly budget ($)') as HTMLInputElement;
  // Three payments of $150 and the card's $125 to $141.67 in its first year, up to the next $50
  // (this month's minimums alone would suggest $450 at most).
  expect(budget.value).toBe('600');
  expect(warnings()).not.toContain('short of the minimum payments');
});

test('a minimum that does not cover its interest is a plan warning with the interest and what would cover it', async () => {
  await renderWithDebts([
    visa({ name: 'Loan', type: 'personal_loan', balance: 10_000, interestRate: 24, minimumPayment: 20 }),
    visa({ name: 'Card', balance: 900, interestRate: 19.99, minimumPayment: 300 }),
  ]);
  await waitFor(() =>
    expect(warnings()).toContain(
      'Loan: $10,000.00 at 24% APR accrues about $200.00 interest a month; a $20.00 minimum doesn’t cover it, so this balance grows. A minimum of $200.01 or more would start paying it down.',
    ),
  );
});

test('a plan that never ends shows why instead of a date or a total', async () => {
  // Minimum payments only: the loan's $20 never gets ahead of its $200 of interest.
  await renderWithDebts([visa({ name: 'Loan', type: 'personal_loan', balance: 10_000, interestRate: 24, minimumPayment: 20 })]);
  const form = screen.getByRole('form', { name: 'Strategy settings' });
  fireEvent.change(within(form).getByLabelText('Payoff strategy'), { target: { value: 'minimum_payments' } });
  await waitFor(() => expect(screen.getByTestId('plan-debt-free-date').textContent).toBe('Never'));
  const tiles = screen.getByRole('region', { name: 'Minimum payments plan' });
  expect(tiles.textContent).toContain('Never on minimums alone: see why below');
  expect(screen.getByTestId('plan-total-interest').textContent).toBe('No total');
  expect(tiles.textContent).not.toMatch(/paid in all/);
  expect(screen.getByTestId('payoff-schedule-length').textContent).toContain('Paying only the minimums, Loan is never paid off.');
});

test('a bar of links leads to each section of the long page, and following one takes the focus to its heading', async () => {
  await renderWithDebts([visa({ name: 'Card', balance: 2000, minimumPayment: 60 }), visa({ name: 'Loan', type: 'personal_loan', balance: 5000, interestRate: 7, minimumPayment: 150 })]);
  const bar = screen.getByRole('navigation', { name: 'Sections of the strategy page' });
  const links = within(bar).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Strategy', 'Plan', 'Compare', 'Scenarios', 'Schedule', 'How it works']);
  for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();

  const schedule = within(bar).getByRole('link', { name: 'Schedule' });
  fireEvent.click(schedule);
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Month by month' }));
  expect(location.hash).toBe('#schedule');
  fireEvent.click(within(bar).getByRole('link', { name: 'How it works' }));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: /How Paydown calculates/ }));
});

test('what-if is part of the plan for everyone: a free user sees the what-if scenarios, not a lock', async () => {
  await renderWithDebts([visa({ name: 'Card', balance: 2000, minimumPayment: 60 })]);
  expect(await screen.findByTestId('what-if-scenarios')).toBeTruthy();
  expect(screen.queryByTestId('premium-locked-what-if-scenarios')).toBeNull();
});

test('with many debts the all-debts schedule has a column for the first ten and a button for the rest', async () => {
  const debts = Array.from({ length: 12 }, (_, i) => visa({ name: `Card ${String(i + 1).padStart(2, '0')}`, balance: 500 + i * 100, minimumPayment: 25 }));
  await renderWithDebts(debts);
  const table = await screen.findByRole('table', { name: 'Payment schedule, all debts' });
  const debtColumns = () => within(table).getAllByRole('columnheader').filter((header) => /Card \d\d/.test(header.textContent ?? ''));
  expect(debtColumns()).toHaveLength(10);
  expect(screen.getByTestId('schedule-columns').textContent).toContain('Columns for the first 10 of 12 debts');
  fireEvent.click(within(screen.getByTestId('schedule-columns')).getByRole('button', { name: 'Show all (12)' }));
  await waitFor(() => expect(debtColumns()).toHaveLength(12));
});

test('a large account is planned off the main thread: the page says it is working, then shows the plan, with no numbers before', async () => {
  // A stand-in worker (this environment has none) that holds its answers until released.
  const { held, Worker } = standInWorker(PLAN_JOBS, { hold: true });
  vi.stubGlobal('Worker', Worker);
  const debts = Array.from({ length: OFF_THREAD_FROM_DEBTS }, (_, i) => visa({ name: `Card ${i + 1}`, balance: 500 + i * 50, minimumPayment: 25 }));
  const db = await openTestDatabase(['debts', 'payments', 'strategies', 'amortizationTables', 'financialGoals', 'subscriptions']);
  const ctx = testContext(db);
  for (const debt of debts) if (!(await createDebt(ctx, debt)).success) throw new Error('debt not created');
  renderSignedIn(<StrategyPage />, db);
  expect(await screen.findByText('Working out your plan…')).toBeTruthy();
  await waitFor(() => expect(held.length).toBeGreaterThan(0));
  expect(screen.queryByTestId('plan-debt-free-date')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Compare all strategies' })).toBeNull();
  // Every job answered (the plan, then the what-if and scenario jobs it leads to) until none is left.
  await waitFor(() => {
    for (const release of held.splice(0)) release();
    expect(screen.queryByText('Working out your plan…')).toBeNull();
    expect(screen.getByTestId('plan-debt-free-date').textContent).toMatch(/\d{4}/);
  });
  expect(screen.getByRole('heading', { name: 'Compare all strategies' })).toBeTruthy();
});
