import { expect, test } from 'vitest';
import type { DebtInput, FinancialGoalsInput, StrategyInput } from '@/payoff/plan-input';
import type { Debt, FinancialGoals, Strategy } from '@schemas/index';

/**
 * The payoff engine takes stored documents "straight in" (docs/payoff-calculations.md, "Inputs").
 * These assignments fail the typecheck (npm run typecheck) if the schemas and the engine's input
 * types drift apart.
 */
const asDebtInput = (debt: Debt): DebtInput => debt;
const asStrategyInput = (strategy: Strategy): StrategyInput => strategy;
const asGoalsInput = (goals: FinancialGoals): FinancialGoalsInput => goals;

test('stored debts, strategies and goals are valid payoff-engine input (checked by tsc)', () => {
  expect([asDebtInput, asStrategyInput, asGoalsInput]).toHaveLength(3);
});
