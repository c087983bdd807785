import { describe, expect, it } from 'vitest';
import { planPayoff } from './plan-payoff';
import { testDebt, testStrategy } from './test-debts';

// 0 % rates and no card minimums keep the arithmetic by hand: 100 of surplus a month.
const cards = [
  testDebt({ id: 'X', name: 'Card X', balance: 950, highLimit: 1000, interestRate: 0, minimumPayment: 0 }), // 95 %
  testDebt({ id: 'Y', name: 'Card Y', balance: 1200, highLimit: 2000, interestRate: 0, minimumPayment: 0 }), // 60 %
  testDebt({ id: 'Z', name: 'Card Z', balance: 350, highLimit: 1000, interestRate: 0, minimumPayment: 0 }), // 35 %
  testDebt({ id: 'L', name: 'Loan', type: 'personal_loan', balance: 1000, interestRate: 0, minimumPayment: 50 }),
];

const plan = planPayoff({ startMonth: '2027-01', debts: cards, strategy: testStrategy({ type: 'credit_score', monthlyBudget: 150 }) });
const balances = (id: string, months: number) => plan.months.slice(0, months).map((row) => row.debts.find((d) => d.id === id)?.balance);

describe('credit_score', () => {
  it('pays the most-used card only to its next threshold (90 → 50 → 30 → 10 %), then the next', () => {
    // Month 1: X 95 % → 90 % (50), still the most used → towards 50 % (50 more): 85 %.
    // Months 2–4: X 85 → 55 %. Month 5: Y (60 %) is now the most used: towards 50 %, 55 %.
    // Month 6: X and Y tie at 55 %; X (by name) reaches 50 % (50), then Y 52.5 % (50).
    // Month 7: Y reaches 50 % (50); X and Y tie at 50 %, X goes on towards 30 % (50): 45 %.
    // Month 8: Y (50 %) is the most used: towards 30 % (100).
    expect(balances('X', 8)).toEqual([850, 750, 650, 550, 550, 500, 450, 450]);
    expect(balances('Y', 8)).toEqual([1200, 1200, 1200, 1200, 1100, 1050, 1000, 900]);
    expect(balances('Z', 8)).toEqual([350, 350, 350, 350, 350, 350, 350, 350]);
  });

  it('gives a debt without a limit only its minimum until every card is at or under 10 %', () => {
    const loanPayments = plan.months.map((row) => row.debts.find((d) => d.id === 'L')?.payment);
    expect(loanPayments.slice(0, 20).every((payment) => payment === 50)).toBe(true);
  });

  it('reports per-card and overall utilization by month', () => {
    expect(plan.months[0]?.utilization).toEqual({
      overall: 60, // (850 + 1200 + 350) / 4000
      cards: [
        { id: 'X', utilization: 85 },
        { id: 'Y', utilization: 60 },
        { id: 'Z', utilization: 35 },
      ],
    });
    expect(plan.months[6]?.utilization?.cards.map((card) => card.utilization)).toEqual([45, 50, 35]);
    const last = plan.months.at(-1)?.utilization;
    expect(last).toEqual({ overall: 0, cards: [{ id: 'X', utilization: 0 }, { id: 'Y', utilization: 0 }, { id: 'Z', utilization: 0 }] });
    expect(planPayoff({ startMonth: '2027-01', debts: cards, strategy: testStrategy({ type: 'avalanche', monthlyBudget: 150 }) }).months[0]?.utilization).toBeUndefined();
  });

  it('goes avalanche over all debts once every card is at or under 10 %', () => {
    const debts = [
      testDebt({ id: 'card', balance: 90, highLimit: 1000, interestRate: 20, minimumPayment: 0 }), // 9 %
      testDebt({ id: 'loan', type: 'personal_loan', balance: 2000, interestRate: 25, minimumPayment: 0 }),
    ];
    const first = planPayoff({ startMonth: '2027-01', debts, strategy: testStrategy({ type: 'credit_score', monthlyBudget: 100 }) }).months[0];
    expect(first?.debts.map((d) => [d.id, d.payment])).toEqual([
      ['card', 0],
      ['loan', 100],
    ]);
  });
});
