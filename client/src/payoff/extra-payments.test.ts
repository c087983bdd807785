import { describe, expect, it } from 'vitest';
import { type MonthIndex, parseMonth } from './calendar';
import { extraForMonth, extraSchedule } from './extra-payments';
import { planPayoff } from './plan-payoff';
import type { StrategyInput } from './plan-input';
import { testDebt, testStrategy } from './test-debts';

const month = (text: string) => parseMonth(text) as MonthIndex;
const start = month('2027-01');
const extras = (strategy: Partial<StrategyInput>, months: string[]) =>
  months.map((m) => extraForMonth(extraSchedule(testStrategy({ extraPayment: 50, ...strategy }), start), month(m)) / 100);

describe('extra payments', () => {
  it('once_per_month adds the extra payment times-per-month every month', () => {
    expect(extras({ extraPaymentFrequency: 'once_per_month', extraPaymentTimesPerMonth: 2 }, ['2027-01', '2027-02'])).toEqual([100, 100]);
    expect(extras({ extraPaymentFrequency: 'monthly' }, ['2027-01', '2027-02'])).toEqual([50, 50]); // the spec's stored default
    expect(extras({}, ['2027-03'])).toEqual([50]); // no frequency: once per month, once
  });

  it('every_x_days counts the dates from the start month’s first day that fall in each month', () => {
    // Every 10 days from 2027-01-01: Jan 1, 11, 21, 31; Feb 10, 20; Mar 2, 12, 22; Apr 1, 11, 21; May 1, 11, 21, 31.
    expect(extras({ extraPaymentFrequency: 'every_x_days', extraPaymentDaysInterval: 10 }, ['2027-01', '2027-02', '2027-03', '2027-04', '2027-05'])).toEqual([
      200, 100, 150, 150, 200,
    ]);
    expect(extras({ extraPaymentFrequency: 'every_x_days' }, ['2027-01', '2027-02', '2027-03'])).toEqual([100, 0, 50]); // default 30: Jan 1, 31; Mar 2
  });

  it('selected_days pays on each selected day the month has (31 does not occur in a 30-day month)', () => {
    const selected = { extraPaymentFrequency: 'selected_days' as const, extraPaymentSelectedDays: [15, 31, 15] };
    expect(extras(selected, ['2027-01', '2027-02', '2027-04', '2027-05'])).toEqual([100, 50, 50, 100]);
    expect(extras({ extraPaymentFrequency: 'selected_days', extraPaymentSelectedDays: [29] }, ['2027-02', '2028-02'])).toEqual([0, 50]);
  });

  it('adds the extras to the money the strategy spends that month', () => {
    const debt = testDebt({ id: 'card', balance: 5000, interestRate: 0, minimumPayment: 100 });
    const strategy = testStrategy({ type: 'avalanche', monthlyBudget: 300, extraPayment: 25, extraPaymentFrequency: 'selected_days', extraPaymentSelectedDays: [1, 31] });
    const plan = planPayoff({ startMonth: '2027-01', debts: [debt], strategy });
    expect(plan.months.slice(0, 4).map((row) => row.totalPayment)).toEqual([350, 325, 350, 325]);
  });

  it('minimum_payments ignores the budget and the extras', () => {
    const debt = testDebt({ id: 'card', balance: 5000, interestRate: 0, minimumPayment: 100 });
    const strategy = testStrategy({ type: 'minimum_payments', monthlyBudget: 300, extraPayment: 25 });
    expect(planPayoff({ startMonth: '2027-01', debts: [debt], strategy }).months[0]?.totalPayment).toBe(100);
  });
});
