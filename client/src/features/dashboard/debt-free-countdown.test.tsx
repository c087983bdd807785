// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Payment, Strategy } from '@schemas/index';
import { renderSignedInPlain } from '@/data/test-support/render-signed-in-plain';
import { currentPlan } from '@/planning/current-plan';
import { paidSoFar } from '@/planning/recorded-balances';
import { testDebtDocument as debt } from '@/planning/test-debt-document';
import { DebtFreeCountdown } from './debt-free-countdown';

// Shown on the dashboard, which renders before Chakra's runtime has loaded.
vi.mock('@chakra-ui/react', () => {
  throw new Error('The countdown must not import @chakra-ui/react');
});

afterEach(cleanup);

const stored = (monthlyBudget: number) => ({ type: 'avalanche', monthlyBudget }) as Strategy;
const pay = (amount: number, debtId = 'd1') => ({ id: `p-${debtId}`, debtId, amount, date: '2026-11-02' }) as Payment;

function show(debts: ReturnType<typeof debt>[], payments: Payment[], monthlyBudget: number) {
  const current = currentPlan({ debts, strategy: stored(monthlyBudget), tables: [], thisMonth: '2026-12' });
  renderSignedInPlain(<DebtFreeCountdown debts={debts} paid={paidSoFar(debts, payments)} current={current} />, null);
}

test('counts down to the plan’s date, with the share paid down by recorded payments', async () => {
  // $1,000 owed of the $4,800 there was: $3,800 paid down.
  show([debt({ balance: 1000, interestRate: 0 }), debt({ id: 'd2', balance: 0, isPaid: true })], [pay(3800, 'd2')], 100);
  expect((await screen.findByRole('heading')).textContent).toBe('Debt-free in 10 months — September 2027');
  expect(screen.getByRole('progressbar', { name: '79% of your debt paid down' })).toBeTruthy();
  expect(screen.getByTestId('debt-free-countdown-paid').textContent).toBe('79% paid down: $3,800.00 of $4,800.00, from your recorded payments.');
});

test('a plan that never pays off says so and links to Strategy; debt-free only when nothing is owed', async () => {
  show([debt({ balance: 100000, interestRate: 30, minimumPayment: 10 })], [], 50);
  expect((await screen.findByRole('heading')).textContent).toBe('Your current plan never pays off your debts');
  expect(screen.getByRole('link', { name: 'Open Strategy' }).getAttribute('href')).toBe('/strategy');
  cleanup();
  show([debt({ balance: 0, isPaid: true }), debt({ id: 'd2', balance: 300, isPaid: true, closedAs: 'settled' })], [pay(1000)], 100);
  expect((await screen.findByRole('heading')).textContent).toBe('You’re debt-free');
});
