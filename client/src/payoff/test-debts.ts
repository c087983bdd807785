/**
 * Builders for tests and benchmarks: a debt and a strategy with sensible defaults, overridden per
 * case. Not part of the engine's public API.
 */
import type { DebtInput, StrategyInput } from './plan-input';
import type { ClearedPlanResult, PlanResult } from './plan-result';

/** A monthly fixed-minimum credit card with the given overrides. */
export function testDebt(overrides: Partial<DebtInput> & Pick<DebtInput, 'id'>): DebtInput {
  return {
    name: overrides.id,
    type: 'credit_card',
    balance: 1000,
    interestRate: 12,
    minimumPayment: 25,
    paymentFrequency: 'monthly',
    ...overrides,
  };
}

/** A strategy with the given overrides (avalanche, $500 budget by default). */
export function testStrategy(overrides: Partial<StrategyInput> = {}): StrategyInput {
  return { type: 'avalanche', monthlyBudget: 500, ...overrides };
}

/**
 * 25 debts of a few thousand dollars each whose minimums amortize over about 30 years, plus a
 * budget a little above their sum: every strategy lasts roughly 25–30 years. Deterministic.
 */
export function thirtyYearPortfolio(): { debts: DebtInput[]; strategy: StrategyInput } {
  const debts: DebtInput[] = [];
  let minimums = 0;
  for (let i = 0; i < 25; i++) {
    const balance = 2000 + ((i * 7919) % 5000);
    const interestRate = 3 + ((i * 37) % 22) + (i % 4) * 0.25;
    const monthlyRate = interestRate / 1200;
    const payment = Math.ceil(((balance * monthlyRate) / (1 - (1 + monthlyRate) ** -360)) * 100) / 100;
    minimums += payment;
    debts.push(
      testDebt({
        id: `debt-${String(i).padStart(2, '0')}`,
        type: i % 3 === 0 ? 'credit_card' : 'personal_loan',
        balance,
        interestRate,
        minimumPayment: payment,
        highLimit: i % 3 === 0 ? balance * 1.6 : 0,
        priority: 25 - i,
      }),
    );
  }
  return { debts, strategy: testStrategy({ monthlyBudget: Math.round(minimums + 12) }) };
}

/** The plan, checked to clear every debt (so its totals can be read). */
export function cleared(plan: PlanResult): ClearedPlanResult {
  if (plan.status !== 'ok') throw new Error(`expected a plan that clears every debt, got '${plan.status}'`);
  return plan;
}
