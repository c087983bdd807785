import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestMonthMinimums } from './largest-month-minimums';
import { planPayoff } from './plan-payoff';
import { STRATEGY_TYPES } from './plan-input';
import { portfolioArbitrary, startMonthArbitrary, strategyArbitrary } from './test-arbitraries';
import { testDebt } from './test-debts';

describe('the largest month’s minimums', () => {
  it('is the month with a third biweekly payment, not this month', () => {
    // January 2027 has two payments due from Jan 8; April has three (2, 16, 30).
    const biweekly = testDebt({ id: 'b', balance: 9000, interestRate: 0, minimumPayment: 100, paymentFrequency: 'biweekly', dueDate: '2027-01-08' });
    const plan = planPayoff({ startMonth: '2027-01', debts: [biweekly], strategy: { type: 'minimum_payments', monthlyBudget: 0 } });
    expect(plan.months[0]?.totalPayment).toBe(200);
    expect(largestMonthMinimums({ startMonth: '2027-01', debts: [biweekly] })).toBe(300);
  });

  it('includes a percentage minimum’s rise when its promotion ends', () => {
    const card = testDebt({ id: 'c', balance: 6000, interestRate: 24, minimumPayment: 25, minPayCalc: 'percent_principal_interest', minPayPercentage: 1, isPromo: true, promoAPR: 0, promoEndDate: '2027-03-15' });
    // 1 % of $6,000 in January; in April 1 % of the balance left plus $100-odd of interest.
    expect(largestMonthMinimums({ startMonth: '2027-01', debts: [card] })).toBeGreaterThan(150);
  });

  it('is nothing when nothing is owed', () => {
    expect(largestMonthMinimums({ startMonth: '2027-01', debts: [] })).toBe(0);
  });

  it('a budget of that much is never short of the minimums, under any strategy', () => {
    fc.assert(
      fc.property(startMonthArbitrary, portfolioArbitrary({ variety: true, maxDebts: 6 }), strategyArbitrary(true), fc.constantFrom(...STRATEGY_TYPES), (startMonth, debts, strategy, type) => {
        const monthlyBudget = largestMonthMinimums({ startMonth, debts });
        // The budget stays that much: no budget steps (snowflakes only add money).
        const plan = planPayoff({ startMonth, debts, strategy: { ...strategy, budgetSteps: null, type, monthlyBudget } });
        // A debt whose minimum does not cover its interest is counted as it starts (see the module).
        const growing = plan.warnings.some((warning) => warning.code === 'minimum_below_interest');
        if (!growing) expect(plan.warnings.map((warning) => warning.code)).not.toContain('budget_below_minimums');
      }),
      { numRuns: 200 },
    );
  });
});
