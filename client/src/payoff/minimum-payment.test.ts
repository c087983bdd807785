import { describe, expect, it } from 'vitest';
import { planPayoff } from './plan-payoff';
import { cleared, testDebt, testStrategy } from './test-debts';

const minimumsOnly = testStrategy({ type: 'minimum_payments', monthlyBudget: 20 });

describe('percentage minimums', () => {
  it('"2% of the balance" with no floor pays off the last cents instead of stalling at $0.74', () => {
    // At 12 % APR a month's interest is 1 % of the balance: below 2 %, so the balance falls, until
    // at $0.74 both 2 % ($0.0148) and the interest ($0.0074) round to one cent. A percentage
    // minimum pays at least a cent more than the interest, so the balance keeps falling.
    const card = testDebt({ id: 'c', name: 'Card', balance: 1000, interestRate: 12, minimumPayment: 0, minPayCalc: 'percent_principal', minPayPercentage: 2 });
    const plan = cleared(planPayoff({ startMonth: '2027-01', debts: [card], strategy: minimumsOnly }));
    expect(plan.totalMonths).toBe(794);
    const at74 = plan.months.findIndex((row) => row.totalBalance === 0.74);
    expect(plan.months[at74 + 1]?.debts[0]).toMatchObject({ interest: 0.01, payment: 0.02, balance: 0.73 });
    expect(plan.warnings).toEqual([]);
  });

  it('never asks less than the month’s interest plus a cent, and a balance under the minimum is paid in full', () => {
    const first = (balance: number, percent: number, floor = 0) =>
      planPayoff({
        startMonth: '2027-01',
        debts: [testDebt({ id: 'c', balance, interestRate: 24, minimumPayment: floor, minPayCalc: 'percent_principal', minPayPercentage: percent })],
        strategy: minimumsOnly,
      }).months[0]?.debts[0];
    expect(first(5000, 1)).toMatchObject({ interest: 100, payment: 100.01 }); // 1 % ($50) is below the interest
    expect(first(5000, 3)).toMatchObject({ interest: 100, payment: 150 });
    expect(first(20, 2, 25)).toMatchObject({ interest: 0.4, payment: 20.4, balance: 0 }); // owes less than the $25 floor
  });
});
