import type { Strategy, StrategyDocument } from '@schemas/index';
import { insertDocument, toPlain } from '../crdt-writes';
import { newId, nowIso, type DataContext } from '../data-context';
import { saveTimeAfter } from '../save-time';
import { hasErrors } from '../field-checks';
import { pickDefined } from '../tidy-input';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { normalizeStrategyValues } from './normalize-strategy-values';
import { STRATEGY_DEFAULTS, type NewStrategyInput, type StrategyChanges } from './strategy-input';
import { STRATEGY_FIELDS, validateNewStrategy } from './validate-strategy';

/**
 * Saves a new payoff strategy: monthlyBudget rounded up to 2 decimals, debtPriorities (a list of
 * debt ids) stored comma-joined, extra-payment fields defaulted (extraPayment 0, once_per_month,
 * once a month, every 30 days, no selected days).
 */
export function createStrategy(ctx: DataContext, input: NewStrategyInput): Promise<WriteResult<Strategy>> {
  return runWrite(ctx, 'createStrategy', async () => {
    const values = pickDefined(input, STRATEGY_FIELDS);
    const errors = validateNewStrategy(values);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const at = nowIso(ctx);
    // The newest strategy is the current one: a new one is newer than every strategy seen here.
    const seen = await ctx.db.strategies.find({ selector: { uid: ctx.uid } }).exec();
    const doc = {
      ...STRATEGY_DEFAULTS,
      ...normalizeStrategyValues(values as StrategyChanges),
      id: newId(ctx),
      uid: ctx.uid,
      createdAt: at,
      updatedAt: saveTimeAfter(at, seen),
    } as StrategyDocument;
    return toPlain(await insertDocument(ctx.db.strategies, doc));
  });
}
