import type { Strategy } from '@schemas/index';
import type { DataContext } from '../data-context';
import { runWrite, type WriteResult } from '../write-result';
import { addPlanEntry, removePlanEntry, updatePlanEntry } from './plan-entry-writes';
import { BUDGET_STEPS, type BudgetStepInput } from './plan-entries';

/**
 * Steps of a strategy's monthly budget ("$800 a month from June 2027"): `from` a real calendar date
 * (the budget applies from the month containing it), `monthlyBudget` 0 or more, rounded up to cents
 * like the strategy's own budget. The strategy's id must be the person's own.
 */
export function addBudgetStep(ctx: DataContext, strategyId: string, input: BudgetStepInput): Promise<WriteResult<Strategy>> {
  return runWrite(ctx, 'addBudgetStep', () => addPlanEntry(ctx, BUDGET_STEPS, strategyId, input));
}

export function updateBudgetStep(
  ctx: DataContext,
  strategyId: string,
  stepId: string,
  changes: Partial<BudgetStepInput>,
): Promise<WriteResult<Strategy>> {
  return runWrite(ctx, 'updateBudgetStep', () => updatePlanEntry(ctx, BUDGET_STEPS, strategyId, stepId, changes));
}

export function removeBudgetStep(ctx: DataContext, strategyId: string, stepId: string): Promise<WriteResult<Strategy>> {
  return runWrite(ctx, 'removeBudgetStep', () => removePlanEntry(ctx, BUDGET_STEPS, strategyId, stepId));
}
