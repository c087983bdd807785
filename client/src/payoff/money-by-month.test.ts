import { describe, expect, it } from 'vitest';
import { moneyByMonth } from './money-by-month';
import { planPayoff } from './plan-payoff';
import { PayoffInputError } from './payoff-input-error';
import { testDebt, testStrategy } from './test-debts';

describe('moneyByMonth', () => {
  it('gives each plan month its budget in force, recurring extras and one-time payments', () => {
    const strategy = testStrategy({
      monthlyBudget: 600,
      extraPayment: 25,
      extraPaymentFrequency: 'selected_days',
      extraPaymentSelectedDays: [30],
      budgetSteps: { car: { from: '2027-03-31', monthlyBudget: 800 }, later: { from: '2027-05-01', monthlyBudget: 700 } },
      snowflakes: {
        refund: { date: '2027-04-15', amount: 2000, label: 'Tax refund' },
        bonus: { date: '2027-04-30', amount: 500, debtId: 'a' },
        early: { date: '2026-12-31', amount: 100 },
      },
    });
    expect(moneyByMonth({ startMonth: '2027-01', strategy }, 5)).toEqual([
      { month: 1, date: '2027-01', budget: 600, extra: 25, oneTime: 0, snowflakeIds: [] },
      // No 30th in February.
      { month: 2, date: '2027-02', budget: 600, extra: 0, oneTime: 0, snowflakeIds: [] },
      { month: 3, date: '2027-03', budget: 800, extra: 25, oneTime: 0, snowflakeIds: [] },
      { month: 4, date: '2027-04', budget: 800, extra: 25, oneTime: 2500, snowflakeIds: ['refund', 'bonus'] },
      { month: 5, date: '2027-05', budget: 700, extra: 25, oneTime: 0, snowflakeIds: [] },
    ]);
    expect(moneyByMonth({ startMonth: '2027-01', strategy: { ...strategy, snowflakes: [{ date: '2027-02-28', amount: 10 }] } }, 2)[1]).toMatchObject({ oneTime: 10, snowflakeIds: ['0'] });
  });

  it('adds up, over a plan that spends all its money, to what the plan pays', () => {
    // One debt at 0 % that the money never clears early: every dollar of every month is paid.
    const strategy = testStrategy({ monthlyBudget: 100, budgetSteps: [{ from: '2027-03-01', monthlyBudget: 150 }], snowflakes: [{ date: '2027-02-10', amount: 75 }] });
    const plan = planPayoff({ startMonth: '2027-01', debts: [testDebt({ id: 'a', balance: 100_000, interestRate: 0, minimumPayment: 10 })], strategy });
    const money = moneyByMonth({ startMonth: '2027-01', strategy }, 12);
    expect(money.map((month) => month.budget + month.extra + month.oneTime)).toEqual(plan.months.slice(0, 12).map((row) => row.totalPayment));
  });

  it('refuses what planPayoff refuses', () => {
    expect(() => moneyByMonth({ startMonth: '2027-01', strategy: testStrategy({ snowflakes: [{ date: '2027-02-29', amount: 1 }] }) }, 3)).toThrow(PayoffInputError);
    expect(() => moneyByMonth({ startMonth: '2027-13', strategy: testStrategy() }, 3)).toThrow(PayoffInputError);
    expect(moneyByMonth({ startMonth: '2027-01', strategy: testStrategy() }, 0)).toEqual([]);
  });
});
