import { describe, expect, it } from 'vitest';
import { planPayoff, type DebtInput, type PlanInput, type StrategyInput } from '@/payoff/index';
import { testDebt } from '@/payoff/test-debts';
import { extraOnOneDebt } from './extra-on-one-debt';

const planned = (input: PlanInput, debtId: string, extra: number) => {
  const outcome = extraOnOneDebt(input, planPayoff(input), debtId, extra);
  if (outcome.kind !== 'planned') throw new Error(`not planned: ${outcome.kind}`);
  return outcome;
};

/** A plan from January 2027. */
const inputOf = (debts: DebtInput[], strategy: StrategyInput): PlanInput => ({ startMonth: '2027-01', debts, strategy });

const payments = (outcome: ReturnType<typeof planned>) => outcome.plan.months.map((month) => month.debts.map((row) => row.payment));

describe('extraOnOneDebt', () => {
  it('one loan: $100 more a month on $1,000 at 12 % with $100 minimums', () => {
    // By hand, 1 % a month rounded to the cent. $100 a month: 11 months, interest
    // 10 + 9.10 + 8.19 + 7.27 + 6.35 + 5.41 + 4.46 + 3.51 + 2.54 + 1.57 + 0.58 = 58.98.
    // $200 a month: 1010 − 200 = 810; 818.10 − 200 = 618.10; 624.28 − 200 = 424.28;
    // 428.52 − 200 = 228.52; 230.81 − 200 = 30.81; 31.12 paid: interest 10 + 8.10 + 6.18 + 4.24 + 2.29 + 0.31 = 31.12.
    const input = inputOf([testDebt({ id: 'loan', balance: 1000, interestRate: 12, minimumPayment: 100 })], { type: 'avalanche', monthlyBudget: 100 });
    const outcome = planned(input, 'loan', 100);
    expect(outcome).toMatchObject({
      payoffBefore: '2027-11',
      payoffAfter: '2027-06',
      monthsSooner: 5,
      debtInterestSaved: 27.86,
      interestSaved: 27.86,
      debtFreeMonthsSooner: 5,
    });
    expect(payments(outcome)).toEqual([[200], [200], [200], [200], [200], [31.12]]);
    expect(outcome.plan.warnings).toEqual([]);
  });

  it('goes to the chosen debt until it is paid off; what it does not need that month goes by the strategy, and no more after', () => {
    // A: $300 at 0 %, $100 minimum. B: $600 at 12 %, $100 minimum. Budget $200 (just the minimums).
    // Without: A paid in 3 months; B 606 − 100 = 506, 511.06 − 100 = 411.06, 415.17 − 100 = 315.17,
    // then $200: 318.32 − 200 = 118.32, 119.50 paid in month 5. Interest 6 + 5.06 + 4.11 + 3.15 + 1.18 = 19.50.
    // $100 more on A: A 300 − 200 = 100; month 2 its $100 minimum clears it, so the $100 extra goes
    // to B: 511.06 − 200 = 311.06. From month 3 the budget alone ($200, A's minimum rolled over):
    // 314.17 − 200 = 114.17; 115.31 paid in month 4. Interest 6 + 5.06 + 3.11 + 1.14 = 15.31.
    // (A third $100 in month 3, after A is paid off, would be money the person did not offer.)
    const input = inputOf([testDebt({ id: 'a', balance: 300, interestRate: 0, minimumPayment: 100 }), testDebt({ id: 'b', balance: 600, interestRate: 12, minimumPayment: 100 })], {
      type: 'avalanche',
      monthlyBudget: 200,
    });
    const outcome = planned(input, 'a', 100);
    expect(outcome).toMatchObject({
      payoffBefore: '2027-03',
      payoffAfter: '2027-02',
      monthsSooner: 1,
      debtInterestSaved: 0,
      interestSaved: 4.19,
      debtFreeMonthsSooner: 1,
    });
    expect(payments(outcome)).toEqual([[200, 100], [100, 200], [200], [115.31]]);
    expect(outcome.plan.warnings).toEqual([]);
  });

  it('a biweekly debt: its three-payment months count, and the extra is on top of them', () => {
    // W: $1,000 at 12 %, $100 every two weeks from January 1 (Jan 1, 15, 29; then two a month).
    // L: $500 at 0 %, $100 a month. Budget $400 (January's minimums); avalanche sends extra to W.
    // Without: W 1010 − 300 = 710; 717.10 − 200 − 100 = 417.10; 421.27 − 300 = 121.27; 122.48 paid
    // in April. Interest 10 + 7.10 + 4.17 + 1.21 = 22.48; L paid in April too.
    // $100 more on W: 1010 − 300 − 100 = 610; 616.10 − 200 − 100 − 100 (the budget's extra) = 216.10;
    // 218.26 paid in March (its $200 minimum, then $18.26 of the $100), the rest to L: 200 − 81.74 − 100 = 18.26,
    // paid in April. Interest 10 + 6.10 + 2.16 = 18.26.
    const input = inputOf(
      [
        testDebt({ id: 'w', balance: 1000, interestRate: 12, minimumPayment: 100, paymentFrequency: 'biweekly', dueDate: '2027-01-01' }),
        testDebt({ id: 'l', balance: 500, interestRate: 0, minimumPayment: 100 }),
      ],
      { type: 'avalanche', monthlyBudget: 400 },
    );
    const outcome = planned(input, 'w', 100);
    expect(outcome).toMatchObject({
      payoffBefore: '2027-04',
      payoffAfter: '2027-03',
      monthsSooner: 1,
      debtInterestSaved: 4.22,
      interestSaved: 4.22,
      debtFreeMonthsSooner: 0,
    });
    expect(payments(outcome)).toEqual([[400, 100], [400, 100], [218.26, 281.74], [18.26]]);
    expect(outcome.plan.warnings).toEqual([]);
  });

  it('a percentage minimum follows the lower balance the extra leaves', () => {
    // P: $300 at 12 %, minimum 10 % of the balance, at least $20. L: $200 at 24 %, $20 a month.
    // Budget $50 (January's minimums); avalanche sends extra to L. With $100 more on P:
    // Jan P 303 − 30 − 100 = 173, L 204 − 20 = 184. Feb P 174.73 − 20 (10 % is 17.30) − 100 = 54.73,
    // L 187.68 − 20 − 10 = 157.68. Mar P 55.28 − 20 − 35.28 paid; L 160.83 − 20 − 74.72 = 66.11.
    // Then the budget alone: L 67.43 − 50 = 17.43; 17.78 paid in May.
    // Interest: P 3 + 1.73 + 0.55 = 5.28; L 4 + 3.68 + 3.15 + 1.32 + 0.35 = 12.50; 17.78 in all.
    const input = inputOf(
      [
        testDebt({ id: 'p', balance: 300, interestRate: 12, minimumPayment: 20, minPayCalc: 'percent_principal', minPayPercentage: 10 }),
        testDebt({ id: 'l', balance: 200, interestRate: 24, minimumPayment: 20 }),
      ],
      { type: 'avalanche', monthlyBudget: 50 },
    );
    const before = planPayoff(input);
    const outcome = planned(input, 'p', 100);
    expect(payments(outcome)).toEqual([[130, 20], [120, 30], [55.28, 94.72], [50], [17.78]]);
    expect(outcome.plan.totalInterestPaid).toBe(17.78);
    expect(outcome).toMatchObject({
      payoffAfter: '2027-03',
      monthsSooner: before.debts[0]!.payoffMonth! - 3,
      debtInterestSaved: Math.round((before.debts[0]!.totalInterest! - 5.28) * 100) / 100,
      interestSaved: Math.round((before.totalInterestPaid! - 17.78) * 100) / 100,
    });
    expect(outcome.monthsSooner).toBeGreaterThan(0);
  });

  it('keeps the plan’s own snowflakes and budget steps', () => {
    // The one-loan case with a $300 snowflake in March (in a map, as stored) and a $150 budget from February.
    // With $100 more: 1010 − 200 = 810; 818.10 − 150 − 100 = 568.10; 573.78 − 150 − 300 − 100 = 23.78; 24.02 paid in April.
    const input = inputOf([testDebt({ id: 'loan', balance: 1000, interestRate: 12, minimumPayment: 100 })], {
      type: 'avalanche',
      monthlyBudget: 100,
      snowflakes: { refund: { date: '2027-03-15', amount: 300 } },
      budgetSteps: [{ from: '2027-02-01', monthlyBudget: 150 }],
    });
    const outcome = planned(input, 'loan', 100);
    expect(payments(outcome)).toEqual([[200], [250], [550], [24.02]]);
    expect(outcome).toMatchObject({ payoffAfter: '2027-04' });
    expect(outcome.plan.warnings).toEqual([]);
  });

  it('says when the plan spends no extra money, when the debt is never paid off, and when the debt is not in the plan', () => {
    const input = inputOf([testDebt({ id: 'card', minPayCalc: 'percent_principal', minPayPercentage: 2 })], { type: 'minimum_payments', monthlyBudget: 400 });
    const plan = planPayoff(input);
    expect(extraOnOneDebt(input, plan, 'card', 50)).toMatchObject({
      kind: 'unsupported',
      reason: expect.stringContaining('only the minimums'),
    });
    expect(extraOnOneDebt(input, plan, 'gone', 50)).toEqual({
      kind: 'not-in-plan',
    });
    // $1 a month more on $100,000 at 30 % paying $1 a month: never, within the snowflakes the engine takes.
    const hopeless = inputOf([testDebt({ id: 'big', balance: 100000, interestRate: 30, minimumPayment: 1 })], { type: 'avalanche', monthlyBudget: 1 });
    expect(extraOnOneDebt(hopeless, planPayoff(hopeless), 'big', 1)).toEqual({
      kind: 'too-long',
      months: 500,
    });
  });
});
