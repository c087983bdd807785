import { describe, expect, test } from 'vitest';
import type { AmortizationTable, Strategy } from '@schemas/index';
import { compareStrategies, planPayoff, toAmortizationRows, type StrategyInput } from '@/payoff/index';
import { currentPlan, suggestedBudget } from './current-plan';
import { followingText, measuredAgainstText, strategyText } from './current-plan-text';
import { typicalMonthlyPayment } from './saved-plan-differences';
import { savedVsMinimums } from './saved-vs-minimums';
import { testDebtDocument as debt } from './test-debt-document';

const debts = [debt({ id: 'card', name: 'Visa', balance: 3000, interestRate: 24, minimumPayment: 90 }), debt({ id: 'loan', name: 'Loan', balance: 1500, interestRate: 5, minimumPayment: 60, priority: 1 })];
const thisMonth = '2026-03';

function stored(overrides: Partial<Strategy>): Strategy {
  return { id: 's', uid: 'u', name: 'My plan', type: 'snowball', monthlyBudget: 600, debtPriorities: '', extraPayment: 0, extraPaymentFrequency: 'once_per_month', extraPaymentTimesPerMonth: 1, extraPaymentDaysInterval: 30, extraPaymentSelectedDays: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...overrides } as Strategy;
}

/** The saved table of `strategy` planned from `startMonth` on `owed`, saved on March 3. */
function savedTable(strategy: StrategyInput, owed = debts, startMonth = thisMonth): AmortizationTable {
  const plan = planPayoff({ startMonth, debts: owed, strategy });
  return {
    id: `t-${strategy.type}`, uid: 'u', strategyType: strategy.type, name: `${strategy.type === 'snowball' ? 'Snowball' : 'Avalanche'} plan`,
    debtIds: owed.map((d) => d.id).join(','), data: toAmortizationRows(plan), totalMonths: plan.totalMonths, payoffDate: plan.payoffDate!,
    createdAt: '2026-03-03T10:00:00.000Z', updatedAt: '2026-03-03T10:00:00.000Z',
  } as AmortizationTable;
}

describe('the current plan', () => {
  test('is the stored strategy, planned on the debts owed from this month', () => {
    const current = currentPlan({ debts, strategy: stored({}), tables: [], thisMonth });
    expect(current.chosen).toBe(true);
    expect(current.input.strategy).toMatchObject({ type: 'snowball', monthlyBudget: 600 });
    expect(current.plan?.payoffDate).toBe(planPayoff({ startMonth: thisMonth, debts, strategy: { type: 'snowball', monthlyBudget: 600 } }).payoffDate);
    expect(strategyText(current.input.strategy, current.chosen)).toBe('Snowball at $600.00 a month');
    expect(current.measuredAgainst).toBeNull();
  });

  test('with none stored, Avalanche at the suggested budget, said to be a suggestion', () => {
    const current = currentPlan({ debts, strategy: null, tables: [], thisMonth });
    const budget = suggestedBudget(debts, thisMonth);
    expect(current.chosen).toBe(false);
    expect(current.input.strategy).toEqual({ type: 'avalanche', monthlyBudget: budget });
    expect(strategyText(current.input.strategy, false)).toMatch(/^Avalanche at \$[\d,]+\.\d\d a month \(suggested — choose yours on Strategy\)$/);
  });

  test('is named where Dashboard and Progress say what they follow, with its budget changes and one-time payments', () => {
    const plain = currentPlan({ debts, strategy: stored({ name: 'Aggressive' }), tables: [], thisMonth });
    expect(plain.name).toBe('Aggressive');
    expect(followingText(plain.input, plain.chosen, plain.name)).toBe('Following your plan “Aggressive”: Snowball at $600.00 a month.');
    const over = currentPlan({
      debts,
      strategy: stored({
        name: 'After the raise',
        budgetSteps: { s: { from: '2026-06-01', monthlyBudget: 800 } },
        snowflakes: { r: { date: '2026-04-15', amount: 2000, label: 'Tax refund' }, o: { date: '2026-01-10', amount: 100 } },
      }),
      tables: [],
      thisMonth,
    });
    expect(followingText(over.input, over.chosen, over.name)).toBe(
      'Following your plan “After the raise”: Snowball at $600.00 a month, $800.00 from June 2026, plus a one-time payment of $2,000.00 in April 2026.',
    );
    const suggestion = currentPlan({ debts, strategy: null, tables: [], thisMonth });
    expect(followingText(suggestion.input, suggestion.chosen, suggestion.name)).toMatch(/^Following Paydown’s suggestion: Avalanche at \$[\d,]+\.\d\d a month\. Choose yours on Strategy\.$/);
  });

  test('a debt the engine refuses is an error message, not a crash', () => {
    const current = currentPlan({ debts: [debt({ minimumPayment: -5 })], strategy: stored({}), tables: [], thisMonth });
    expect(current.plan).toBeNull();
    expect(current.error).toMatch(/Visa/);
  });

  test('measures against the current strategy’s saved plan, which then differs in nothing', () => {
    const tables = [savedTable({ type: 'avalanche', monthlyBudget: 600 }), savedTable({ type: 'snowball', monthlyBudget: 600 })];
    const current = currentPlan({ debts, strategy: stored({}), tables, thisMonth });
    expect(current.measuredAgainst).toMatchObject({ table: { strategyType: 'snowball' }, differences: [] });
    expect(measuredAgainstText(current.measuredAgainst!, true)).toBe('Measured against your Snowball plan saved Mar 3, 2026.');
  });

  test('says how the saved plan differs: another strategy, another monthly payment, debts added or deleted since', () => {
    const avalanche = currentPlan({ debts, strategy: stored({}), tables: [savedTable({ type: 'avalanche', monthlyBudget: 600 })], thisMonth });
    expect(avalanche.measuredAgainst?.differences).toEqual([{ kind: 'strategy', saved: 'avalanche', current: 'snowball' }]);
    expect(measuredAgainstText(avalanche.measuredAgainst!, true)).toBe(
      'Measured against your Avalanche plan saved Mar 3, 2026; your current strategy is Snowball — save your plan on Strategy to measure against it.',
    );

    const cheaper = currentPlan({ debts, strategy: stored({}), tables: [savedTable({ type: 'snowball', monthlyBudget: 450 })], thisMonth });
    expect(cheaper.measuredAgainst?.differences).toEqual([{ kind: 'monthly_payment', saved: 450, current: 600 }]);
    expect(measuredAgainstText(cheaper.measuredAgainst!, true)).toBe(
      'Measured against your Snowball plan saved Mar 3, 2026; it pays $450.00 a month, your current plan $600.00 — save your plan on Strategy to measure against it.',
    );

    const gone = debt({ id: 'gone', name: 'Old card', balance: 200 });
    const older = savedTable({ type: 'snowball', monthlyBudget: 600 }, [debts[0]!, gone]);
    const changed = currentPlan({ debts, strategy: stored({}), tables: [older], thisMonth });
    expect(changed.measuredAgainst?.differences).toEqual([
      { kind: 'debts_not_in_plan', names: ['Loan'] },
      { kind: 'debts_deleted', count: 1 },
    ]);
    expect(measuredAgainstText(changed.measuredAgainst!, true)).toBe(
      'Measured against your Snowball plan saved Mar 3, 2026; Loan is not in it; it includes a debt deleted since — save your plan on Strategy to measure against it.',
    );
  });
});

describe('a plan’s monthly payment', () => {
  test('is what most months pay, the last month aside; unknown when it cannot be told', () => {
    expect(typicalMonthlyPayment([1100, 1100, 1000, 1100, 1100, 944.46])).toBe(1100);
    expect(typicalMonthlyPayment([600, 600, 12.5])).toBe(600);
    expect(typicalMonthlyPayment([600, 12.5])).toBeNull();
    expect(typicalMonthlyPayment([120, 110, 100, 90])).toBeNull();
  });
});

describe('saved vs minimums', () => {
  const input = { startMonth: thisMonth, debts, strategy: { type: 'avalanche', monthlyBudget: 600 } as StrategyInput };

  test('the interest saved against paying only the minimums, and how much sooner', () => {
    const comparison = compareStrategies(input);
    const avalanche = comparison.find((summary) => summary.type === 'avalanche')!;
    expect(savedVsMinimums(comparison, 'avalanche')).toEqual({ value: avalanche.interestSavedVsMinimums, help: expect.stringMatching(/^interest, and .+ sooner, against paying minimums only$/) });
    expect(savedVsMinimums(comparison, 'minimum_payments')).toEqual({ value: 0, help: 'this plan pays only the minimums' });
  });

  test('no amount, and why, when either plan never clears the debts', () => {
    const trap = [debt({ balance: 10000, interestRate: 24, minimumPayment: 20 })];
    expect(savedVsMinimums(compareStrategies({ ...input, debts: trap }), 'avalanche')).toEqual({
      value: null,
      help: 'paying only the minimums would never clear these debts, so there is no total to compare with',
    });
    expect(savedVsMinimums(compareStrategies({ ...input, debts: trap, strategy: { type: 'avalanche', monthlyBudget: 100 } }), 'avalanche')).toEqual({
      value: null,
      help: 'this plan never clears every debt, so there is no total to compare',
    });
    expect(savedVsMinimums(null, 'avalanche').value).toBeNull();
  });
});
