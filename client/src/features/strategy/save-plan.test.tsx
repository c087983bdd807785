// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import type { DataContext } from '@/data/data-context';
import { renderSignedIn } from '@/data/test-support/render-signed-in';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { planPayoff, type DebtInput, type StrategyType } from '@/payoff/index';
import { SavePlan } from './save-plan';

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
});

const debts: DebtInput[] = [
  { id: 'card', name: 'Visa', type: 'credit_card', balance: 4200, interestRate: 24.99, minimumPayment: 90, paymentFrequency: 'monthly' },
  { id: 'car', name: 'Car loan', type: 'auto_loan', balance: 11800, interestRate: 6.9, minimumPayment: 310, paymentFrequency: 'monthly' },
];
const planOf = (type: StrategyType) => planPayoff({ startMonth: '2026-03', debts, strategy: { type, monthlyBudget: 700 } });

/** The Strategy screen's save card, with the strategy switchable as on that screen. */
function Harness({ ctx }: { ctx: DataContext }) {
  const [type, setType] = useState<StrategyType>('snowball');
  return (
    <>
      <button type="button" onClick={() => setType(type === 'snowball' ? 'avalanche' : 'snowball')}>
        Switch strategy
      </button>
      <SavePlan ctx={ctx} plan={planOf(type)} saved={null} measured={null} saveStrategy={() => Promise.resolve(null)} />
    </>
  );
}

test('"Saved your Snowball plan" belongs to Snowball: it is not left under the Avalanche plan', async () => {
  const db = await openTestDatabase(['amortizationTables']);
  renderSignedIn(<Harness ctx={testContext(db)} />, db);

  fireEvent.click(await screen.findByRole('button', { name: 'Save plan' }));
  expect((await screen.findByText(/^Saved your Snowball plan\./)).getAttribute('role')).toBe('status');

  fireEvent.click(screen.getByRole('button', { name: 'Switch strategy' }));
  expect(await screen.findByText('No Avalanche plan saved yet.')).toBeTruthy();
  expect(screen.queryByText(/Saved your Snowball plan/)).toBeNull();
});
