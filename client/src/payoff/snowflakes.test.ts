/**
 * One-time extra payments ("snowflakes"), checked against numbers worked out by hand. Interest is
 * balance × APR / 12, rounded half-up to the cent (docs/payoff-calculations.md).
 */
import { describe, expect, it } from 'vitest';
import { compareStrategies } from './compare-strategies';
import { planPayoff } from './plan-payoff';
import type { DebtInput, StrategyInput } from './plan-input';
import { cleared, testDebt, testStrategy } from './test-debts';

const plan = (debts: DebtInput[], strategy: Partial<StrategyInput>, startMonth = '2027-01') => planPayoff({ startMonth, debts, strategy: testStrategy(strategy) });

describe('snowflakes', () => {
  it('adds a one-time payment to the money of the month it falls in (month 3)', () => {
    // $1,000 at 12 % (1 % a month), $100 minimum, budget $100, $300 on March 15.
    //   Jan: 1,000.00 + 10.00 − 100 = 910.00
    //   Feb:   910.00 +  9.10 − 100 = 819.10
    //   Mar:   819.10 +  8.19 (8.191) − 100 − 300 = 427.29     (paid 400)
    //   Apr:   427.29 +  4.27 (4.2729) − 100 = 331.56
    //   May:   331.56 +  3.32 (3.3156) − 100 = 234.88
    //   Jun:   234.88 +  2.35 (2.3488) − 100 = 137.23
    //   Jul:   137.23 +  1.37 (1.3723) − 100 =  38.60
    //   Aug:    38.60 +  0.39 (0.386)  − 38.99 = 0
    // Interest 10 + 9.10 + 8.19 + 4.27 + 3.32 + 2.35 + 1.37 + 0.39 = 38.99.
    const debt = testDebt({ id: 'a', balance: 1000, interestRate: 12, minimumPayment: 100 });
    const result = cleared(plan([debt], { monthlyBudget: 100, snowflakes: [{ date: '2027-03-15', amount: 300, label: 'Tax refund' }] }));
    expect(result.months.map((row) => [row.date, row.totalInterest, row.totalPayment, row.totalBalance])).toEqual([
      ['2027-01', 10, 100, 910],
      ['2027-02', 9.1, 100, 819.1],
      ['2027-03', 8.19, 400, 427.29],
      ['2027-04', 4.27, 100, 331.56],
      ['2027-05', 3.32, 100, 234.88],
      ['2027-06', 2.35, 100, 137.23],
      ['2027-07', 1.37, 100, 38.6],
      ['2027-08', 0.39, 38.99, 0],
    ]);
    expect([result.payoffDate, result.totalInterestPaid, result.totalAmountPaid]).toEqual(['2027-08', 38.99, 1038.99]);
    expect(result.warnings).toEqual([]);
  });

  it('ends the plan in the month of a snowflake larger than every balance, paying nothing beyond what is owed', () => {
    // a: $500 at 0 %, $50 minimum. b: $1,000 at 12 %, $100 minimum. Budget $150; $10,000 on Feb 10.
    //   Jan: a 500 − 50 = 450;  b 1,000 + 10.00 − 100 = 910.00.
    //   Feb: minimums a 50 → 400, b 9.10 interest, 100 → 819.10; the $10,000 pays 400 + 819.10 and
    //        the remaining $8,780.90 is not spent. Paid: a 450, b 919.10.
    // Total paid 150 + 1,369.10 = 1,519.10 = balances 1,500 + interest 19.10.
    const debts = [testDebt({ id: 'a', balance: 500, interestRate: 0, minimumPayment: 50 }), testDebt({ id: 'b', balance: 1000, interestRate: 12, minimumPayment: 100 })];
    for (const type of ['snowball', 'avalanche', 'highest_balance', 'custom', 'credit_score', 'score_stacker'] as const) {
      const result = cleared(plan(debts, { type, monthlyBudget: 150, snowflakes: [{ date: '2027-02-10', amount: 10_000 }] }));
      expect([result.totalMonths, result.payoffDate, result.totalInterestPaid, result.totalAmountPaid], type).toEqual([2, '2027-02', 19.1, 1519.1]);
      expect(result.months[1]?.debts, type).toEqual([
        expect.objectContaining({ id: 'a', payment: 450, balance: 0 }),
        expect.objectContaining({ id: 'b', payment: 919.1, interest: 9.1, balance: 0 }),
      ]);
      expect(result.debts.map((debt) => [debt.id, debt.payoffMonth, debt.totalPaid]), type).toEqual([
        ['a', 2, 500],
        ['b', 2, 1019.1],
      ]);
    }
  });

  it('pays a snowflake for a chosen debt to that debt first, and what it does not need by the strategy', () => {
    // Avalanche. a: $1,000 at 12 %, $50 minimum. b: $200 at 6 %, $20 minimum. Budget $70 (the minimums).
    // $300 on Jan 20 for b:
    //   a: 1,000 + 10.00 − 50 = 960;  b: 200 + 1.00 − 20 = 181.
    //   The $300 goes to b first: 181 clears it; the other $119 goes by avalanche to a: 960 − 119 = 841.
    const debts = [testDebt({ id: 'a', balance: 1000, interestRate: 12, minimumPayment: 50 }), testDebt({ id: 'b', balance: 200, interestRate: 6, minimumPayment: 20 })];
    const targeted = plan(debts, { monthlyBudget: 70, snowflakes: [{ date: '2027-01-20', amount: 300, debtId: 'b' }] });
    expect(targeted.months[0]?.debts).toEqual([
      expect.objectContaining({ id: 'a', interest: 10, payment: 169, balance: 841 }),
      expect.objectContaining({ id: 'b', interest: 1, payment: 201, balance: 0 }),
    ]);
    expect(targeted.debts.find((debt) => debt.id === 'b')?.payoffMonth).toBe(1);
    // Without a debt chosen, avalanche sends all $300 to a (12 %): a 960 − 300 = 660, b keeps 181.
    const anywhere = plan(debts, { monthlyBudget: 70, snowflakes: [{ date: '2027-01-20', amount: 300, debtId: '' }] });
    expect(anywhere.months[0]?.debts).toEqual([expect.objectContaining({ id: 'a', payment: 350, balance: 660 }), expect.objectContaining({ id: 'b', payment: 20, balance: 181 })]);
    expect(plan(debts, { monthlyBudget: 70, snowflakes: [{ date: '2027-01-20', amount: 300, debtId: null }] }).months).toEqual(anywhere.months);
  });

  it('covers a month’s minimums before paying a chosen debt', () => {
    // As above but the budget is $0: the month's money is the $300, the minimums (70) come first,
    // then b gets 230 of what it owes (181: cleared) and the other $49 goes to a: 960 − 49 = 911.
    const debts = [testDebt({ id: 'a', balance: 1000, interestRate: 12, minimumPayment: 50 }), testDebt({ id: 'b', balance: 200, interestRate: 6, minimumPayment: 20 })];
    const result = plan(debts, { monthlyBudget: 0, budgetSteps: [{ from: '2027-02-01', monthlyBudget: 70 }], snowflakes: [{ date: '2027-01-20', amount: 300, debtId: 'b' }] });
    expect(result.months[0]?.debts).toEqual([expect.objectContaining({ id: 'a', payment: 99, balance: 911 }), expect.objectContaining({ id: 'b', payment: 201, balance: 0 })]);
    expect(result.warnings.map((warning) => warning.code)).not.toContain('budget_below_minimums');
  });

  it('sends a snowflake for a paid-off or unknown debt where the strategy sends extra money, and says so', () => {
    const debts = [
      testDebt({ id: 'a', balance: 1000, interestRate: 12, minimumPayment: 50 }),
      testDebt({ id: 'b', balance: 200, interestRate: 6, minimumPayment: 20 }),
      testDebt({ id: 'c', name: 'Old card', balance: 300, isPaid: true }),
    ];
    const anywhere = plan(debts, { monthlyBudget: 70, snowflakes: [{ date: '2027-01-20', amount: 300 }] });
    const result = plan(debts, {
      monthlyBudget: 70,
      snowflakes: {
        s1: { date: '2027-01-20', amount: 200, debtId: 'c' },
        s2: { date: '2027-01-21', amount: 100, debtId: 'nope' },
      },
    });
    expect(result.months).toEqual(anywhere.months);
    expect(result.warnings).toEqual([
      {
        code: 'snowflake_debt_not_in_plan',
        message: 'The one-time payment of $200.00 on Jan 20, 2027 is for Old card, which is paid off, so it goes where your strategy sends extra money.',
        debtId: 'c',
        snowflakes: [{ date: '2027-01-20', amount: 200 }],
      },
      {
        code: 'snowflake_debt_not_in_plan',
        message: 'The one-time payment of $100.00 on Jan 21, 2027 is for a debt that is not in this plan, so it goes where your strategy sends extra money.',
        debtId: 'nope',
        snowflakes: [{ date: '2027-01-21', amount: 100 }],
      },
    ]);
  });

  it('leaves out snowflakes dated before the start month, naming them', () => {
    const debt = testDebt({ id: 'a', balance: 1000, interestRate: 12, minimumPayment: 100 });
    const without = plan([debt], { monthlyBudget: 100 });
    const early = [
      { date: '2026-12-31', amount: 250 },
      { date: '2026-04-15', amount: 2000, debtId: 'a' },
    ];
    const result = plan([debt], { monthlyBudget: 100, snowflakes: early });
    expect(result.months).toEqual(without.months);
    expect(result.warnings).toEqual([
      {
        code: 'snowflake_before_start',
        message: '2 one-time payments are before this plan starts ($2,000.00 on Apr 15, 2026, $250.00 on Dec 31, 2026), so they are not part of the plan.',
        snowflakes: [
          { date: '2026-04-15', amount: 2000 },
          { date: '2026-12-31', amount: 250 },
        ],
      },
    ]);
    // The first day of the start month is in the plan: Jan 1.
    const first = plan([debt], { monthlyBudget: 100, snowflakes: [{ date: '2027-01-01', amount: 250 }] });
    expect(first.months[0]?.totalPayment).toBe(350);
    expect(first.warnings).toEqual([]);
  });

  it('spends no snowflake under minimum_payments, as it spends no other extra money', () => {
    const debts = [testDebt({ id: 'a', balance: 1000, interestRate: 12, minimumPayment: 50 }), testDebt({ id: 'b', balance: 200, interestRate: 6, minimumPayment: 20 })];
    const snowflakes = [
      { date: '2027-01-20', amount: 300, debtId: 'b' },
      { date: '2027-02-20', amount: 300 },
    ];
    expect(plan(debts, { type: 'minimum_payments', monthlyBudget: 70, snowflakes })).toEqual(plan(debts, { type: 'minimum_payments', monthlyBudget: 70 }));
    // The same snowflakes do change a plan that spends extra money.
    expect(plan(debts, { monthlyBudget: 70, snowflakes }).totalMonths).toBeLessThan(plan(debts, { monthlyBudget: 70 }).totalMonths);
  });

  it('applies snowflakes to every strategy in compareStrategies, as planPayoff does', () => {
    const debts = [testDebt({ id: 'a', balance: 3000, interestRate: 22, minimumPayment: 90, highLimit: 4000 }), testDebt({ id: 'b', balance: 800, interestRate: 9, minimumPayment: 40 })];
    const strategy = testStrategy({ monthlyBudget: 200, snowflakes: { x: { date: '2027-04-15', amount: 2000 }, y: { date: '2027-12-01', amount: 500, debtId: 'b' } } });
    const summaries = compareStrategies({ startMonth: '2027-01', debts, strategy });
    const plain = compareStrategies({ startMonth: '2027-01', debts, strategy: testStrategy({ monthlyBudget: 200 }) });
    for (const summary of summaries) {
      const one = planPayoff({ startMonth: '2027-01', debts, strategy: { ...strategy, type: summary.type } });
      expect([summary.months, summary.totalInterest, summary.totalPaid], summary.type).toEqual([one.totalMonths, one.totalInterestPaid, one.totalAmountPaid]);
      const before = plain.find((other) => other.type === summary.type);
      if (summary.type === 'minimum_payments') expect(summary.months).toBe(before?.months);
      else expect(summary.months, summary.type).toBeLessThan(before?.months ?? 0);
    }
  });
});
