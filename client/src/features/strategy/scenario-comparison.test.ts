import { expect, test } from 'vitest';
import type { Strategy } from '@schemas/index';
import { planPayoff } from '@/payoff/index';
import { testDebtDocument as debt } from '@/planning/test-debt-document';
import { compareScenarios, initialComparison } from './scenario-comparison';

const debts = [debt({ id: 'card', name: 'Visa', balance: 3000, interestRate: 24, minimumPayment: 90 }), debt({ id: 'loan', name: 'Loan', balance: 1500, interestRate: 5, minimumPayment: 60, priority: 1 })];
const startMonth = '2026-03';

function scenario(id: string, name: string, overrides: Partial<Strategy> = {}): Strategy {
  return { id, uid: 'u', name, type: 'avalanche', monthlyBudget: 600, debtPriorities: '', extraPayment: 0, extraPaymentFrequency: 'once_per_month', extraPaymentTimesPerMonth: 1, extraPaymentDaysInterval: 30, extraPaymentSelectedDays: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...overrides } as Strategy;
}

test('each scenario is planned on the same debts from the same month, with its numbers and balance month by month', () => {
  const safe = scenario('safe', 'Safe', { monthlyBudget: 300 });
  const aggressive = scenario('aggr', 'Aggressive', { monthlyBudget: 900, type: 'snowball' });
  const { results, balances } = compareScenarios([safe, aggressive], debts, startMonth, 'safe');
  const safePlan = planPayoff({ startMonth, debts, strategy: safe });
  const aggressivePlan = planPayoff({ startMonth, debts, strategy: aggressive });
  expect(results).toEqual([
    { id: 'safe', name: 'Safe', current: true, status: 'ok', payoffDate: safePlan.payoffDate, months: safePlan.totalMonths, totalInterest: safePlan.totalInterestPaid, totalPaid: safePlan.totalAmountPaid, error: null },
    { id: 'aggr', name: 'Aggressive', current: false, status: 'ok', payoffDate: aggressivePlan.payoffDate, months: aggressivePlan.totalMonths, totalInterest: aggressivePlan.totalInterestPaid, totalPaid: aggressivePlan.totalAmountPaid, error: null },
  ]);
  // One point a month until the longer plan ends; the shorter one stays at $0 once paid off.
  expect(balances).toHaveLength(safePlan.totalMonths);
  expect(balances[0]).toEqual({ month: '2026-03', safe: safePlan.months[0]!.totalBalance, aggr: aggressivePlan.months[0]!.totalBalance });
  expect(balances.at(-1)).toEqual({ month: safePlan.payoffDate, safe: 0, aggr: 0 });
  expect(balances[aggressivePlan.totalMonths]!.aggr).toBe(0);
});

test('the form being typed stands in for its scenario’s stored fields, and a plan that never ends or cannot be made says so', () => {
  const stored = scenario('a', 'A');
  const never = scenario('n', 'Minimums', { type: 'minimum_payments', monthlyBudget: 0 });
  const typed = { type: 'avalanche' as const, monthlyBudget: 1200 };
  const { results } = compareScenarios([stored, never], [...debts, debt({ id: 'x', name: 'Payday', balance: 1000, interestRate: 400, minimumPayment: 10 })], startMonth, null, { a: typed });
  expect(results[1]).toMatchObject({ status: 'never', payoffDate: null, totalInterest: null });
  const refused = compareScenarios([stored], [debt({ id: 'bad', name: 'Broken', minimumPayment: -5 })], startMonth, null);
  expect(refused.results[0]).toMatchObject({ status: 'error', error: expect.stringMatching(/Broken/) });
  const fast = compareScenarios([stored], debts, startMonth, null, { a: typed }).results[0]!;
  expect(fast.months).toBe(planPayoff({ startMonth, debts, strategy: typed }).totalMonths);
});

test('starts with the current plan and the one on screen, or the next in the list', () => {
  const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  expect(initialComparison(list, 'b', 'c')).toEqual(['b', 'c']);
  expect(initialComparison(list, 'b', 'b')).toEqual(['b', 'a']);
  expect(initialComparison(list, null, null)).toEqual(['a', 'b']);
  expect(initialComparison([{ id: 'a' }], 'gone', 'a')).toEqual(['a']);
});
