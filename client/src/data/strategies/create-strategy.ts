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
import { pinCurrentStrategy } from './pin-current';

/**
 * Saves a new payoff strategy: monthlyBudget rounded up to 2 decimals, debtPriorities (a list of
 * debt ids) stored comma-joined, extra-payment fields defaulted (extraPayment 0, once_per_month,
 * once a month, every 30 days, no selected days). The first one is chosen as the current plan.
 */
export function createStrategy(ctx: DataContext, input: NewStrategyInput): Promise<WriteResult<Strategy>> {
  return runWrite(ctx, 'createStrategy', async () => {
    const values = pickDefined(input, STRATEGY_FIELDS);
    const errors = validateNewStrategy(values);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const at = nowIso(ctx);
    // A person's first strategy is their current plan from the start. Later ones are scenarios
    // beside it: only choosing one (chooseStrategy) makes it current, so the current one is pinned
    // first when it was current only by being the most recently updated (pin-current.ts).
    const seen = await pinCurrentStrategy(ctx);
    const doc = {
      ...STRATEGY_DEFAULTS,
      ...normalizeStrategyValues(values as StrategyChanges),
      id: newId(ctx),
      uid: ctx.uid,
      ...(seen.length === 0 ? { chosenAt: at } : {}),
      createdAt: at,
      updatedAt: saveTimeAfter(at, seen),
    } as StrategyDocument;
    return toPlain(await insertDocument(ctx.db.strategies, doc));
  });
}
