import { describe, expect, it } from 'vitest';
import { minimumsBelowInterest } from './minimum-below-interest';
import type { DebtInput } from './plan-input';
import { planPayoff } from './plan-payoff';
import { testDebt, testStrategy } from './test-debts';

const find = (debts: DebtInput[], startMonth = '2027-01') => minimumsBelowInterest({ startMonth, debts });

describe('a minimum that does not cover the interest (negative amortization)', () => {
  it('says how much interest accrues and what minimum would start paying the balance down', () => {
    const loan = testDebt({ id: 'l', name: 'Loan', balance: 10_000, interestRate: 24, minimumPayment: 20 });
    expect(find([loan])).toEqual([
      {
        debtId: 'l',
        name: 'Loan',
        month: 1,
        date: '2027-01',
        afterPromotion: false,
        balance: 10_000,
        rate: 24,
        monthlyInterest: 200,
        monthlyMinimum: 20,
        minimumPayment: 20,
        coveringMinimum: 200.01,
        growing: true,
        explanation:
          '$10,000.00 at 24% APR accrues about $200.00 interest a month; a $20.00 minimum doesn’t cover it, so this balance grows. A minimum of $200.01 or more would start paying it down.',
      },
    ]);
  });

  it('agrees with the engine: a cent above the interest pays down, the interest alone never does', () => {
    const loan = (minimumPayment: number) => testDebt({ id: 'l', balance: 10_000, interestRate: 24, minimumPayment });
    expect(find([loan(200.01)])).toEqual([]);
    expect(find([loan(200)])).toEqual([
      expect.objectContaining({
        growing: false,
        explanation:
          '$10,000.00 at 24% APR accrues about $200.00 interest a month; a $200.00 minimum only pays the interest, so this balance never goes down. A minimum of $200.01 or more would start paying it down.',
      }),
    ]);
    const minimumsOnly = (minimumPayment: number) =>
      planPayoff({ startMonth: '2027-01', debts: [loan(minimumPayment)], strategy: testStrategy({ type: 'minimum_payments', monthlyBudget: minimumPayment }) });
    expect(minimumsOnly(200).months[11]?.totalBalance).toBe(10_000);
    expect(minimumsOnly(200.01).months[11]?.totalBalance).toBeLessThan(10_000);
  });

  it('finds the trap a 0% promotion hides until it ends', () => {
    const card = testDebt({ id: 'c', name: 'Store card', balance: 10_000, interestRate: 24, minimumPayment: 100, isPromo: true, promoAPR: 0, promoEndDate: '2027-06-15' });
    expect(find([card])).toEqual([
      expect.objectContaining({
        month: 7,
        date: '2027-07',
        afterPromotion: true,
        balance: 9400,
        monthlyInterest: 188,
        coveringMinimum: 188.01,
        explanation:
          'When the promotion ends in July 2027, the $9,400.00 left at 24% APR accrues about $188.00 interest a month; a $100.00 minimum doesn’t cover it, so this balance grows. A minimum of $188.01 or more would start paying it down.',
      }),
    ]);
  });

  it('averages a biweekly debt’s payments over the year, and asks per payment', () => {
    // $5,000 at 24 %: $100 of interest a month. $40 every two weeks is about $87 a month: short.
    // $100.01 a month is $46.04 per payment over the 365 / 14 payments of a year.
    const biweekly = (minimumPayment: number) =>
      testDebt({ id: 'b', balance: 5000, interestRate: 24, minimumPayment, paymentFrequency: 'biweekly', dueDate: '2027-01-01' });
    const [short] = find([biweekly(40)]);
    expect(short).toMatchObject({ monthlyInterest: 100, coveringMinimum: 46.04, growing: true });
    expect(short?.explanation).toContain('minimums of about $');
    expect(short?.explanation).toContain('A minimum of $46.04 or more per payment would start paying it down.');
    expect(find([biweekly(46.04)])).toEqual([]);
    expect(find([biweekly(45)])).toHaveLength(1);
  });

  it('leaves percentage minimums alone (they always pay a cent more than the interest) and debts without interest', () => {
    const card = testDebt({ id: 'c', balance: 5000, interestRate: 30, minimumPayment: 0, minPayCalc: 'percent_principal', minPayPercentage: 1 });
    const family = testDebt({ id: 'f', balance: 2000, interestRate: 0, minimumPayment: 0 });
    expect(find([card, family])).toEqual([]);
  });

  it('is a warning on every plan, whatever the strategy', () => {
    const loan = testDebt({ id: 'l', name: 'Loan', balance: 10_000, interestRate: 24, minimumPayment: 20 });
    const car = testDebt({ id: 'car', name: 'Car', balance: 3000, interestRate: 5, minimumPayment: 150 });
    for (const type of ['avalanche', 'snowball', 'minimum_payments'] as const) {
      const plan = planPayoff({ startMonth: '2027-01', debts: [loan, car], strategy: testStrategy({ type, monthlyBudget: 600 }) });
      expect(plan.warnings).toContainEqual({
        code: 'minimum_below_interest',
        debtId: 'l',
        month: 1,
        date: '2027-01',
        monthlyInterest: 200,
        coveringMinimum: 200.01,
        growing: true,
        message:
          'Loan: $10,000.00 at 24% APR accrues about $200.00 interest a month; a $20.00 minimum doesn’t cover it, so this balance grows. A minimum of $200.01 or more would start paying it down.',
      });
    }
  });
});
