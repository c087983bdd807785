// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { saveAmortizationTable } from '@/data/amortization-tables/save-amortization-table';
import { closeDebt } from '@/data/debts/close-debt';
import { createDebt } from '@/data/debts/create-debt';
import { recordPayment } from '@/data/payments/record-payment';
import { createStrategy } from '@/data/strategies/create-strategy';
import { BEHIND_PLAN_TODAY, seedBehindPlan } from '@/data/test-support/plan-scenarios';
import { renderSignedIn } from '@/data/test-support/render-signed-in';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { ok } from '@/data/test-support/ok';
import { planPayoff, toAmortizationRows } from '@/payoff/index';
import { ProgressPage } from './progress-page';

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await closeTestDatabases();
});

const openProgressDatabase = () => openTestDatabase(['debts', 'payments', 'strategies', 'amortizationTables']);
const tileHelp = (testId: string) => screen.getByTestId(`${testId}-help`).textContent;

test('behind the saved plan by balance, in dollars and months, as the Dashboard says it', async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(BEHIND_PLAN_TODAY);
  const db = await openProgressDatabase();
  await seedBehindPlan(db);

  renderSignedIn(<ProgressPage />, db);
  expect((await screen.findByTestId('progress-standing')).textContent).toBe('Behind plan');
  expect(tileHelp('progress-standing')).toBe('$1,048.39 behind — about 1 month behind plan');
  expect(screen.getByTestId('progress-measured-against').textContent).toBe(
    'Measured against your Avalanche plan saved Mar 1, 2026. The plan’s debts come to $9,500.00 today; the plan expects $8,451.61 by now.',
  );
  expect(screen.getByTestId('progress-current-strategy').textContent).toBe('Following your plan “My plan”: Avalanche at $2,000.00 a month.');
});

test('names the saved plan progress is measured against, and says when it is not the current strategy’s', async () => {
  const db = await openProgressDatabase();
  const ctx = testContext(db);
  const debts = [ok(await createDebt(ctx, visa({ balance: 3000, interestRate: 24, minimumPayment: 90 })))];
  const snowball = planPayoff({ startMonth: '2026-01', debts, strategy: { type: 'snowball', monthlyBudget: 400 } });
  ok(await saveAmortizationTable(ctx, { strategyType: 'snowball', name: 'Snowball plan', debtIds: [debts[0]!.id], data: toAmortizationRows(snowball), totalMonths: snowball.totalMonths, payoffDate: snowball.payoffDate! }));
  ok(await createStrategy(ctx, { name: 'My plan', type: 'avalanche', monthlyBudget: 400 }));
  ok(await createDebt(ctx, visa({ name: 'Dentist', type: 'medical', balance: 300, interestRate: 0, minimumPayment: 30 })));

  renderSignedIn(<ProgressPage />, db);
  expect((await screen.findByTestId('progress-measured-against')).textContent).toMatch(
    /^Measured against your Snowball plan saved Jan 15, 2026; your current strategy is Avalanche; Dentist is not in it — save your plan on Strategy to measure against it\. /,
  );
  expect(screen.getByTestId('progress-current-strategy').textContent).toBe('Following your plan “My plan”: Avalanche at $400.00 a month.');
});

test('"Saved vs minimums" says why there is no amount when paying only the minimums never clears the debts', async () => {
  const db = await openProgressDatabase();
  const ctx = testContext(db);
  // $20 a month does not cover the interest of $10,000 at 24 % ($200).
  ok(await createDebt(ctx, visa({ name: 'Store card', balance: 10000, interestRate: 24, minimumPayment: 20 })));
  ok(await createStrategy(ctx, { name: 'My plan', type: 'avalanche', monthlyBudget: 600 }));

  renderSignedIn(<ProgressPage />, db);
  const tile = (await screen.findByText('Saved vs minimums')).parentElement!;
  expect(tile.querySelector('dd')?.textContent).toBe('—');
  expect(tile.querySelector('dd + dd')?.textContent).toBe(
    "Avalanche on today's balances: paying only the minimums would never clear these debts, so there is no total to compare with",
  );
});

test('progress counts what payments paid towards what was owed, and says what it leaves out', async () => {
  const db = await openProgressDatabase();
  const ctx = testContext(db);
  // A $9,500 car loan: $500 paid, then settled for $6,000; the last $3,000 was never paid.
  const car = ok(await createDebt(ctx, visa({ name: 'Car loan', type: 'auto_loan', balance: 9500 })));
  ok(await recordPayment(ctx, { debtId: car.id, amount: 500, date: '2026-01-05' }));
  ok(await closeDebt(ctx, car.id, { closedAs: 'settled', closedOn: '2026-02-01', settlementAmount: 6000 }));
  // $900 paid on a $600 card, the excess kept as a credit.
  const card = ok(await createDebt(ctx, visa({ name: 'Store card', balance: 600 })));
  ok(await recordPayment(ctx, { debtId: card.id, amount: 900, date: '2026-01-10' }, { allowCredit: true }));
  ok(await createDebt(ctx, visa({ name: 'Loan', type: 'personal_loan', balance: 1000 })));

  renderSignedIn(<ProgressPage />, db);
  // Paid down: $500 + $6,000 + $600; still owed: $1,000.
  expect((await screen.findByTestId('progress-paid')).textContent).toBe('$7,100.00 of $8,100.00');
  expect(screen.getByText('87% paid off')).toBeTruthy();
  expect(screen.getByTestId('progress-owed').textContent).toBe('$1,000.00');
  expect(screen.getByTestId('progress-not-counted').textContent).toBe(
    'Not counted as paid down: $3,000.00 left on debts closed without being paid off (settled, forgiven or refinanced); $300.00 paid beyond what was owed, kept as a credit.',
  );
  const cleared = screen.getByTestId('cleared-debts').textContent;
  expect(cleared).toContain('Store card paid off Jan 10, 2026');
  expect(cleared).toContain('Car loan settled Feb 1, 2026');
  expect(document.body.textContent).not.toMatch(/-\$/);
});

test('twelve debts paid off: the cleared debts and the milestones show their first 10 and "Show all (n)"', async () => {
  const db = await openProgressDatabase();
  const ctx = testContext(db, 'user-1', '2026-01-01T10:00:00.000Z');
  for (let k = 1; k <= 12; k += 1) {
    const debt = ok(await createDebt(ctx, visa({ name: `Card ${k}`, balance: 100 })));
    ok(await recordPayment(ctx, { debtId: debt.id, amount: 100, date: `2026-01-${String(k + 1).padStart(2, '0')}` }));
  }
  ok(await createDebt(ctx, visa({ name: 'Loan', type: 'personal_loan', balance: 1000 })));

  renderSignedIn(<ProgressPage />, db);
  const cleared = await screen.findByTestId('cleared-debts');
  expect(cleared.querySelectorAll('li')).toHaveLength(10);
  const milestones = screen.getByTestId('milestones');
  // Twelve payoffs, the first $1,000 paid down and halfway ($1,200 of $2,200), newest first.
  expect(milestones.querySelectorAll('li')).toHaveLength(10);
  const showAll = (list: HTMLElement) => screen.getAllByRole('button', { name: /^Show all/ }).find((button) => button.getAttribute('aria-controls') === list.id)!;
  expect(showAll(cleared).textContent).toBe('Show all (12)');
  expect(showAll(milestones).textContent).toBe('Show all (14)');
  fireEvent.click(showAll(cleared));
  expect(cleared.querySelectorAll('li')).toHaveLength(12);
  expect(cleared.textContent).toContain('Card 12 paid off');
  const showMilestones = showAll(milestones);
  fireEvent.click(showMilestones);
  expect(milestones.querySelectorAll('li')).toHaveLength(14);
  expect(milestones.textContent).toContain('Card 1 paid off');
  expect(showMilestones.getAttribute('aria-expanded')).toBe('true');
});
