// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { saveAmortizationTable } from '@/data/amortization-tables/save-amortization-table';
import { createDebt } from '@/data/debts/create-debt';
import { createStrategy } from '@/data/strategies/create-strategy';
import { BEHIND_PLAN_TODAY, seedBehindPlan } from '@/data/test-support/plan-scenarios';
import { renderSignedIn } from '@/data/test-support/render-signed-in';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { ok } from '@/data/test-support/ok';
import { planPayoff, toAmortizationRows } from '@/payoff/index';
import { ProgressPage } from './progress-page';

// The first test of a file also opens RxDB (dev-mode, schemas): give the UI more than the default second.
configure({ asyncUtilTimeout: 8000 });

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await closeTestDatabases();
});

const openProgressDatabase = () => openTestDatabase(['debts', 'payments', 'strategies', 'amortizationTables']);
const tileHelp = (testId: string) => screen.getByTestId(testId).parentElement?.querySelector('.stat-tile__help')?.textContent;

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
  expect(screen.getByTestId('progress-current-strategy').textContent).toBe('Your plan: Avalanche at $2,000.00 a month.');
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
  expect(screen.getByTestId('progress-current-strategy').textContent).toBe('Your plan: Avalanche at $400.00 a month.');
});

test('"Saved vs minimums" says why there is no amount when paying only the minimums never clears the debts', async () => {
  const db = await openProgressDatabase();
  const ctx = testContext(db);
  // $20 a month does not cover the interest of $10,000 at 24 % ($200).
  ok(await createDebt(ctx, visa({ name: 'Store card', balance: 10000, interestRate: 24, minimumPayment: 20 })));
  ok(await createStrategy(ctx, { name: 'My plan', type: 'avalanche', monthlyBudget: 600 }));

  renderSignedIn(<ProgressPage />, db);
  const tile = (await screen.findByText('Saved vs minimums')).parentElement!;
  expect(tile.querySelector('.stat-tile__value')?.textContent).toBe('—');
  expect(tile.querySelector('.stat-tile__help')?.textContent).toBe(
    "Avalanche on today's balances: paying only the minimums would never clear these debts, so there is no total to compare with",
  );
});
