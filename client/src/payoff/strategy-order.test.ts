import { describe, expect, it } from 'vitest';
import { compareStrategies } from './compare-strategies';
import { planPayoff } from './plan-payoff';
import type { DebtInput, StrategyInput, StrategyType } from './plan-input';
import { testDebt, testStrategy } from './test-debts';

/*
 * Hand-checked portfolio. Month 1 interest: A 500 × 10 % / 12 = 4.1666 → 4.17, B 27.50, C 12.50,
 * D 13.50. After interest and minimums: A 479.17, B 1487.50, C 2952.50, D 883.50. The budget of
 * 1155 less the 155 of minimums leaves 1000 of surplus.
 */
const portfolio: DebtInput[] = [
  testDebt({ id: 'A', balance: 500, interestRate: 10, minimumPayment: 25, priority: 3 }),
  testDebt({ id: 'B', balance: 1500, interestRate: 22, minimumPayment: 40, priority: 1 }),
  testDebt({ id: 'C', balance: 3000, interestRate: 5, minimumPayment: 60, priority: 4, type: 'auto_loan' }),
  testDebt({ id: 'D', balance: 900, interestRate: 18, minimumPayment: 30, priority: 2 }),
];

function month(type: StrategyType, index: number, strategy: Partial<StrategyInput> = {}, debts = portfolio) {
  const plan = planPayoff({ startMonth: '2027-01', debts, strategy: testStrategy({ type, monthlyBudget: 1155, ...strategy }) });
  const row = plan.months[index];
  return Object.fromEntries((row?.debts ?? []).map((d) => [d.id, [d.payment, d.balance]]));
}

describe('strategy orders on a hand-checked portfolio', () => {
  it('snowball: lowest balance first, rolling over within the month, re-evaluated monthly', () => {
    // A (479.17) is paid off and its leftover 520.83 goes to D in the same month.
    expect(month('snowball', 0)).toEqual({ A: [504.17, 0], B: [40, 1487.5], C: [60, 2952.5], D: [550.83, 362.67] });
    // Month 2: A's freed minimum stays in the budget (1025 of surplus); D (338.11) is cleared, then B gets 686.89.
    expect(month('snowball', 1)).toEqual({ B: [726.89, 787.88], C: [60, 2904.8], D: [368.11, 0] });
  });

  it('avalanche: highest rate first', () => {
    expect(month('avalanche', 0)).toEqual({ A: [25, 479.17], B: [1040, 487.5], C: [60, 2952.5], D: [30, 883.5] });
  });

  it('highest_balance: largest balance first', () => {
    expect(month('highest_balance', 0)).toEqual({ A: [25, 479.17], B: [40, 1487.5], C: [1060, 1952.5], D: [30, 883.5] });
  });

  it("custom: debtPriorities as listed (comma-joined or array), then each debt's priority", () => {
    expect(month('custom', 0, { debtPriorities: 'D,A' })).toEqual({ A: [141.5, 362.67], B: [40, 1487.5], C: [60, 2952.5], D: [913.5, 0] });
    expect(month('custom', 0, { debtPriorities: ['C'] })).toEqual({ A: [25, 479.17], B: [40, 1487.5], C: [1060, 1952.5], D: [30, 883.5] });
    expect(month('custom', 0, { debtPriorities: null })).toEqual(month('custom', 0, { debtPriorities: 'B' })); // priority 1 = B
    expect(month('custom', 0, { debtPriorities: 'gone,D' })).toEqual(month('custom', 0, { debtPriorities: 'D' })); // unknown ids ignored
  });

  it('minimum_payments: minimums only, nothing rolls over', () => {
    expect(month('minimum_payments', 0)).toEqual({ A: [25, 479.17], B: [40, 1487.5], C: [60, 2952.5], D: [30, 883.5] });
  });

  it('breaks snowball ties by priority, then name, and by higher rate before both', () => {
    const twins = [
      testDebt({ id: 'x', name: 'Zeta', balance: 1000, interestRate: 0, minimumPayment: 0 }),
      testDebt({ id: 'y', name: 'Alpha', balance: 1000, interestRate: 0, minimumPayment: 0 }),
      testDebt({ id: 'z', name: 'Beta', balance: 1000, interestRate: 0, minimumPayment: 0, priority: 1 }),
    ];
    const first = (debts: DebtInput[]) =>
      planPayoff({ startMonth: '2027-01', debts, strategy: testStrategy({ type: 'snowball', monthlyBudget: 10 }) }).months[0]?.debts.find((d) => d.payment > 0)?.id;
    expect(first(twins)).toBe('z'); // priority 1 beats none
    expect(first(twins.slice(0, 2))).toBe('y'); // then name: Alpha
    // 1000 at 1 % is 1000.83 after interest, tying with the others: the higher rate goes first.
    const tied = twins.slice(0, 2).map((debt) => ({ ...debt, balance: 1000.83 }));
    expect(first([...tied, testDebt({ id: 'w', name: 'Omega', balance: 1000, interestRate: 1, minimumPayment: 0 })])).toBe('w');
  });

  it('re-orders avalanche the month a promotion ends', () => {
    const debts = [
      testDebt({ id: 'promo', balance: 3000, interestRate: 25, minimumPayment: 50, isPromo: true, promoAPR: 0, promoEndDate: '2027-03-01' }),
      testDebt({ id: 'loan', balance: 3000, interestRate: 12, minimumPayment: 50, type: 'personal_loan' }),
    ];
    const plan = planPayoff({ startMonth: '2027-01', debts, strategy: testStrategy({ type: 'avalanche', monthlyBudget: 300 }) });
    const target = plan.months.slice(0, 4).map((row) => row.debts.find((d) => d.payment > 50)?.id);
    expect(target).toEqual(['loan', 'loan', 'promo', 'promo']); // 0 % in Jan–Feb, 25 % from March
  });

  it('rounding can cost avalanche a cent: equal rates leave the order to rounding noise', () => {
    // Both debts at 5 %: without rounding every order pays the same interest here; with interest
    // rounded to the cent each month, paying the smaller one first happens to cost one cent more.
    // This is why the "avalanche never pays more" property is checked without rounding.
    const debts = [
      testDebt({ id: 'big', balance: 6679.18, interestRate: 5, minimumPayment: 93.79 }),
      testDebt({ id: 'small', balance: 405.35, interestRate: 5, minimumPayment: 0.07 }),
    ];
    const summaries = compareStrategies({ startMonth: '2027-01', debts, strategy: testStrategy({ monthlyBudget: 478.99 }) });
    const interest = (type: StrategyType) => summaries.find((s) => s.type === type)?.totalInterest;
    expect(interest('avalanche')).toBe(243.14);
    expect(interest('highest_balance')).toBe(243.13);
  });
});
