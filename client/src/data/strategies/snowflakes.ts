import type { Strategy } from '@schemas/index';
import type { DataContext } from '../data-context';
import { runWrite, type WriteResult } from '../write-result';
import { addPlanEntry, removePlanEntry, updatePlanEntry } from './plan-entry-writes';
import { SNOWFLAKES, type SnowflakeInput } from './plan-entries';

/**
 * One-time extra payments of a strategy ("snowflakes": a tax refund, a bonus). The date must be a
 * real calendar date, the amount more than 0 (rounded up to cents); `debtId` names the debt it goes
 * to, absent for where the strategy sends extra money. The strategy's id must be the person's own.
 */
export function addSnowflake(ctx: DataContext, strategyId: string, input: SnowflakeInput): Promise<WriteResult<Strategy>> {
  return runWrite(ctx, 'addSnowflake', () => addPlanEntry(ctx, SNOWFLAKES, strategyId, input));
}

/** Changes the fields given (null or '' clears debtId or label); the others stay. */
export function updateSnowflake(
  ctx: DataContext,
  strategyId: string,
  snowflakeId: string,
  changes: Partial<SnowflakeInput>,
): Promise<WriteResult<Strategy>> {
  return runWrite(ctx, 'updateSnowflake', () => updatePlanEntry(ctx, SNOWFLAKES, strategyId, snowflakeId, changes));
}

export function removeSnowflake(ctx: DataContext, strategyId: string, snowflakeId: string): Promise<WriteResult<Strategy>> {
  return runWrite(ctx, 'removeSnowflake', () => removePlanEntry(ctx, SNOWFLAKES, strategyId, snowflakeId));
}
