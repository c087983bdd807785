import { describe, expect, it } from 'vitest';
import { planPayoff, type PlanInput } from '@/payoff/index';
import { testDebt } from '@/payoff/test-debts';
import { extraOnOneDebt } from './extra-on-one-debt';

const planned = (input: PlanInput, debtId: string, extra: number) => {
  const outcome = extraOnOneDebt(input, planPayoff(input), debtId, extra);
  if (outcome.kind !== 'planned') throw new Error(`not planned: ${outcome.kind}`);
  return outcome;
};

describe('extraOnOneDebt', () => {
  it('one loan: $100 more a month on $1,000 at 12 % with $100 minimums', () => {
    // By hand, 1 % a month rounded to the cent. $100 a month: 11 months, interest
    // 10 + 9.10 + 8.19 + 7.27 + 6.35 + 5.41 + 4.46 + 3.51 + 2.54 + 1.57 + 0.58 = 58.98.
    // $200 a month: 1010 − 200 = 810; 818.10 − 200 = 618.10; 624.28 − 200 = 424.28;
    // 428.52 − 200 = 228.52; 230.81 − 200 = 30.81; 31.12 paid: interest 10 + 8.10 + 6.18 + 4.24 + 2.29 + 0.31 = 31.12.
    const input: PlanInput = {
      startMonth: '2027-01',
      debts: [testDebt({ id: 'loan', balance: 1000, interestRate: 12, minimumPayment: 100 })],
      strategy: { type: 'avalanche', monthlyBudget: 100 },
    };
    const outcome = planned(input, 'loan', 100);
    expect(outcome).toMatchObject({ payoffBefore: '2027-11', payoffAfter: '2027-06', monthsSooner: 5, interestSaved: 27.86, debtFreeMonthsSooner: 5 });
    expect(outcome.plan.months.map((month) => month.debts[0]!.payment)).toEqual([200, 200, 200, 200, 200, 31.12]);
  });

  it('goes to the chosen debt first, then rolls over to where the strategy sends extra money', () => {
    // A: $300 at 0 %, $100 minimum. B: $600 at 12 %, $100 minimum. Budget $200 (just the minimums).
    // Without: A paid in 3 months; B 606 − 100 = 506, 511.06 − 100 = 411.06, 415.17 − 100 = 315.17,
    // then $200: 318.32 − 200 = 118.32, 119.50 paid in month 5. Interest 6 + 5.06 + 4.11 + 3.15 + 1.18 = 19.50.
    // $100 more on A: A 300 − 200 = 100, then its last $100 and the other $100 to B: 511.06 − 200 = 311.06;
    // then all $300 to B: 314.17 − 300 = 14.17; 14.31 paid in month 4. Interest 6 + 5.06 + 3.11 + 0.14 = 14.31.
    const input: PlanInput = {
      startMonth: '2027-01',
      debts: [testDebt({ id: 'a', balance: 300, interestRate: 0, minimumPayment: 100 }), testDebt({ id: 'b', balance: 600, interestRate: 12, minimumPayment: 100 })],
      strategy: { type: 'avalanche', monthlyBudget: 200 },
    };
    const outcome = planned(input, 'a', 100);
    expect(outcome).toMatchObject({ payoffBefore: '2027-03', payoffAfter: '2027-02', monthsSooner: 1, interestSaved: 5.19, debtFreeMonthsSooner: 1 });
    expect(outcome.plan.months.map((month) => month.debts.map((row) => row.payment))).toEqual([
      [200, 100],
      [100, 200],
      [300],
      [14.31],
    ]);
  });

  it('says when the saving cannot be worked out exactly, and when the debt is not in the plan', () => {
    const input: PlanInput = {
      startMonth: '2027-01',
      debts: [testDebt({ id: 'card', minPayCalc: 'percent_principal', minPayPercentage: 2 }), testDebt({ id: 'weekly', paymentFrequency: 'weekly' })],
      strategy: { type: 'snowball', monthlyBudget: 400 },
    };
    const plan = planPayoff(input);
    expect(extraOnOneDebt(input, plan, 'card', 50)).toMatchObject({ kind: 'unsupported', reason: expect.stringContaining('percentage') });
    expect(extraOnOneDebt(input, plan, 'weekly', 50)).toMatchObject({ kind: 'unsupported', reason: expect.stringContaining('monthly') });
    expect(extraOnOneDebt(input, plan, 'gone', 50)).toEqual({ kind: 'not-in-plan' });
  });
});
