import { describe, expect, it } from 'vitest';
import { planPayoff } from './plan-payoff';
import { toAmortizationRows } from './amortization-rows';
import { cleared, testDebt, testStrategy } from './test-debts';

const mortgage = testDebt({ id: 'home', name: 'Mortgage', type: 'mortgage', balance: 200_000, interestRate: 6, minimumPayment: 1199.1 });

describe('published single-loan cases', () => {
  it('$200,000 at 6 % paid $1,199.10 a month', () => {
    for (const type of ['minimum_payments', 'avalanche', 'snowball'] as const) {
      const plan = cleared(planPayoff({ startMonth: '2027-01', debts: [mortgage], strategy: testStrategy({ type, monthlyBudget: 1199.1 }) }));
      const [first, second] = plan.months;
      expect(first?.debts[0]).toMatchObject({ payment: 1199.1, interest: 1000, principal: 199.1, balance: 199_800.9 });
      expect(second?.debts[0]).toMatchObject({ interest: 999, principal: 200.1 });
      // 231,677.04 under cent rounding: within a few cents of the textbook 231,677.
      expect(Math.abs(plan.totalInterestPaid - 231_677)).toBeLessThan(0.05);
      expect(plan.totalInterestPaid).toBe(231_677.04);
      // The last payment is trued up: $1.04 of rounding residue is folded into payment 360
      // rather than billed as a 361st payment of a few cents.
      expect(plan.totalMonths).toBe(360);
      expect(plan.payoffDate).toBe('2056-12');
      expect(plan.months.at(-2)?.totalPayment).toBe(1199.1);
      expect(plan.months.at(-1)).toMatchObject({ totalPayment: 1200.14, totalBalance: 0 });
      expect(plan.totalAmountPaid).toBe(431_677.04);
      // …which is $1.04 more than a budget of exactly the minimum, and the plan says so.
      expect(plan.warnings).toEqual([expect.objectContaining({ code: 'final_payment_over_budget', month: 360, amount: 1.04, months: 1 })]);
    }
  });

  it('$10,000 at 5 % over 36 months paid $299.71 (the last payment smaller)', () => {
    const loan = testDebt({ id: 'car', type: 'auto_loan', balance: 10_000, interestRate: 5, minimumPayment: 299.71 });
    const plan = cleared(planPayoff({ startMonth: '2027-01', debts: [loan], strategy: testStrategy({ type: 'minimum_payments', monthlyBudget: 299.71 }) }));
    expect(plan.totalMonths).toBe(36);
    expect(plan.totalInterestPaid).toBe(789.54); // 789.52 unrounded
    expect(plan.months.at(-1)?.totalPayment).toBe(299.69);
  });

  it('saves monthly rows for the amortization table', () => {
    const plan = planPayoff({ startMonth: '2027-01', debts: [mortgage], strategy: testStrategy({ type: 'avalanche', monthlyBudget: 1199.1 }) });
    const rows = toAmortizationRows(plan);
    expect(rows).toHaveLength(360);
    expect(rows[0]).toEqual({ month: 1, totalInterest: 1000, totalPayment: 1199.1 });
    expect(rows.at(-1)).toEqual({ month: 360, totalInterest: 5.97, totalPayment: 1200.14 });
  });
});
