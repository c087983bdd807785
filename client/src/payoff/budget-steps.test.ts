/**
 * Budget steps ("$800 a month from June 2027"), checked against numbers worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { compareStrategies } from './compare-strategies';
import { planPayoff } from './plan-payoff';
import type { DebtInput, StrategyInput } from './plan-input';
import { cleared, testDebt, testStrategy } from './test-debts';

const plan = (debts: DebtInput[], strategy: Partial<StrategyInput>, startMonth = '2027-01') => planPayoff({ startMonth, debts, strategy: testStrategy(strategy) });
const payments = (result: { months: readonly { date: string; totalPayment: number }[] }) => result.months.map((row) => [row.date, row.totalPayment]);

describe('budget steps', () => {
  it('pays the minimums under a step below them, warning about the right month, then follows the next step', () => {
    // $1,000 at 0 %, $100 minimum. $300 a month; $40 from March 2027; $300 again from May.
    //   Jan 300 → 700, Feb 300 → 400, Mar 100 (minimum; $60 short) → 300, Apr 100 ($60 short) → 200,
    //   May 200 → 0.
    const debt = testDebt({ id: 'a', balance: 1000, interestRate: 0, minimumPayment: 100 });
    const result = cleared(
      plan([debt], {
        monthlyBudget: 300,
        budgetSteps: [
          { from: '2027-05-01', monthlyBudget: 300 },
          { from: '2027-03-10', monthlyBudget: 40 },
        ],
      }),
    );
    expect(payments(result)).toEqual([
      ['2027-01', 300],
      ['2027-02', 300],
      ['2027-03', 100],
      ['2027-04', 100],
      ['2027-05', 200],
    ]);
    expect(result.warnings).toEqual([
      {
        code: 'budget_below_minimums',
        message: 'Your budget is $60.00 short of the minimum payments in March 2027 and in 1 later month; the plan assumes the minimums are paid anyway.',
        month: 3,
        shortfall: 60,
        largestShortfall: 60,
        monthsShort: 2,
      },
    ]);
  });

  it('applies a step with interest from its month on, and a step dated before the plan from month 1', () => {
    // $1,000 at 12 %, $50 minimum. $100 a month, $400 from Feb 2027:
    //   Jan: 1,000 + 10.00 − 100 = 910.00
    //   Feb:   910 +  9.10 − 400 = 519.10
    //   Mar: 519.10 + 5.19 (5.191) − 400 = 124.29
    //   Apr: 124.29 + 1.24 (1.2429) − 125.53 = 0
    const debt = testDebt({ id: 'a', balance: 1000, interestRate: 12, minimumPayment: 50 });
    const result = cleared(plan([debt], { monthlyBudget: 100, budgetSteps: [{ from: '2027-02-28', monthlyBudget: 400 }] }));
    expect(result.months.map((row) => [row.totalInterest, row.totalPayment, row.totalBalance])).toEqual([
      [10, 100, 910],
      [9.1, 400, 519.1],
      [5.19, 400, 124.29],
      [1.24, 125.53, 0],
    ]);
    expect(result.totalInterestPaid).toBe(25.53);
    // A step dated before the start month is in force from month 1 (the latest one begun).
    const earlier = plan([debt], {
      monthlyBudget: 100,
      budgetSteps: [
        { from: '2025-06-01', monthlyBudget: 200 },
        { from: '2026-11-30', monthlyBudget: 400 },
      ],
    });
    expect(earlier.months[0]?.totalPayment).toBe(400);
  });

  it('takes the later date of two steps in one month, and the larger budget of two on one date', () => {
    const debt = testDebt({ id: 'a', balance: 5000, interestRate: 0, minimumPayment: 10 });
    const later = plan([debt], {
      monthlyBudget: 100,
      budgetSteps: [
        { from: '2027-02-20', monthlyBudget: 200 },
        { from: '2027-02-01', monthlyBudget: 900 },
      ],
    });
    expect(payments(later).slice(0, 3)).toEqual([
      ['2027-01', 100],
      ['2027-02', 200],
      ['2027-03', 200],
    ]);
    const sameDay = plan([debt], {
      monthlyBudget: 100,
      budgetSteps: {
        z: { from: '2027-02-01', monthlyBudget: 300 },
        a: { from: '2027-02-01', monthlyBudget: 250 },
      },
    });
    expect(sameDay.months[1]?.totalPayment).toBe(300);
  });

  it('counts a step on the 31st, or on Feb 29 of a leap year, in its own month', () => {
    const debt = testDebt({ id: 'a', balance: 5000, interestRate: 0, minimumPayment: 10 });
    // Jan 31 is in January, not February.
    const jan31 = plan([debt], { monthlyBudget: 100, budgetSteps: [{ from: '2027-01-31', monthlyBudget: 300 }] });
    expect(jan31.months[0]?.totalPayment).toBe(300);
    // 2028 is a leap year: a step from Feb 29 applies from February 2028.
    const leap = plan([debt], { monthlyBudget: 100, budgetSteps: [{ from: '2028-02-29', monthlyBudget: 300 }] }, '2028-01');
    expect(payments(leap).slice(0, 3)).toEqual([
      ['2028-01', 100],
      ['2028-02', 300],
      ['2028-03', 300],
    ]);
    const dec31 = plan([debt], { monthlyBudget: 100, budgetSteps: [{ from: '2027-12-31', monthlyBudget: 300 }] });
    expect([dec31.months[10]?.totalPayment, dec31.months[11]?.totalPayment]).toEqual([100, 300]);
  });

  it('applies steps to every strategy in compareStrategies, as planPayoff does', () => {
    const debts = [testDebt({ id: 'a', balance: 3000, interestRate: 22, minimumPayment: 90, highLimit: 4000 }), testDebt({ id: 'b', balance: 800, interestRate: 9, minimumPayment: 40 })];
    const strategy = testStrategy({ monthlyBudget: 150, budgetSteps: { up: { from: '2027-06-15', monthlyBudget: 600 }, down: { from: '2028-01-01', monthlyBudget: 0 } } });
    const flat = compareStrategies({ startMonth: '2027-01', debts, strategy: testStrategy({ monthlyBudget: 150 }) });
    for (const summary of compareStrategies({ startMonth: '2027-01', debts, strategy })) {
      const one = planPayoff({ startMonth: '2027-01', debts, strategy: { ...strategy, type: summary.type } });
      expect([summary.status, summary.months, summary.totalInterest, summary.totalPaid], summary.type).toEqual([one.status, one.totalMonths, one.totalInterestPaid, one.totalAmountPaid]);
      // $600 from June pays every strategy but minimum_payments off sooner than $150 throughout.
      const before = flat.find((other) => other.type === summary.type)?.months ?? 0;
      if (summary.type === 'minimum_payments') expect(summary.months).toBe(before);
      else expect(summary.months, summary.type).toBeLessThan(before);
    }
  });
});
