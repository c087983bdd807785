import { describe, expect, it } from 'vitest';
import { planPayoff } from './plan-payoff';
import { testDebt, testStrategy } from './test-debts';

// Cards at 0 % with no minimums; a 6 % loan. Limits total 4000; balances 1800 (45 % overall).
const debts = [
  testDebt({ id: 'P', name: 'Card P', balance: 900, highLimit: 1000, interestRate: 0, minimumPayment: 0 }),
  testDebt({ id: 'Q', name: 'Card Q', balance: 500, highLimit: 1000, interestRate: 0, minimumPayment: 0 }),
  testDebt({ id: 'R', name: 'Card R', balance: 400, highLimit: 2000, interestRate: 0, minimumPayment: 0 }),
  testDebt({ id: 'L', name: 'Loan', type: 'personal_loan', balance: 5000, interestRate: 6, minimumPayment: 0 }),
];
const plan = planPayoff({ startMonth: '2027-01', debts, strategy: testStrategy({ type: 'score_stacker', monthlyBudget: 1000 }) });
const payments = (index: number) => Object.fromEntries((plan.months[index]?.debts ?? []).map((d) => [d.id, d.payment]));

describe('score_stacker', () => {
  it('first brings overall utilization to 30 %, then 10 %, most-used card first', () => {
    // 30 %: 600 over (1800 − 1200); P (90 %) down to its own 30 % takes exactly 600.
    // 10 %: 800 over (1200 − 400); Q (50 %) down to its own 10 % takes the last 400.
    expect(payments(0)).toEqual({ P: 600, Q: 400, R: 0, L: 0 });
    expect(plan.months[0]?.utilization?.overall).toBe(20);
  });

  it('then leaves one card reporting (the largest limit, at ≤ 10 %) and goes avalanche', () => {
    // 10 %: 400 over (800 − 400): P 30 % → 10 % (200), R 20 % → 10 % (200). Then every card but
    // R (largest limit) to zero: P 100, Q 100. R is at its own 10 %. The last 400 goes avalanche: the loan.
    expect(payments(1)).toEqual({ P: 300, Q: 100, R: 200, L: 400 });
    expect(plan.months[1]?.utilization).toEqual({
      overall: 5,
      cards: [
        { id: 'P', utilization: 0 },
        { id: 'Q', utilization: 0 },
        { id: 'R', utilization: 10 },
      ],
    });
    expect(plan.months[1]?.debts.find((d) => d.id === 'L')?.balance).toBe(4650.13); // 5025 + 25.13 − 400
  });

  it('is plain avalanche without cards', () => {
    const loans = debts.slice(3).concat(testDebt({ id: 'M', type: 'medical', balance: 800, interestRate: 9, minimumPayment: 0 }));
    const stacker = planPayoff({ startMonth: '2027-01', debts: loans, strategy: testStrategy({ type: 'score_stacker', monthlyBudget: 300 }) });
    const avalanche = planPayoff({ startMonth: '2027-01', debts: loans, strategy: testStrategy({ type: 'avalanche', monthlyBudget: 300 }) });
    expect(stacker.totalInterestPaid).toBe(avalanche.totalInterestPaid);
    expect(stacker.months.map((row) => row.totalBalance)).toEqual(avalanche.months.map((row) => row.totalBalance));
  });
});
