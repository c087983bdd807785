import type { FinancialGoalName, FinancialGoals } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { checkBoolean, collectErrors, hasErrors, type FieldErrors } from '../field-checks';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { FINANCIAL_GOAL_NAMES } from './default-financial-goals';
import { financialGoalsDocument } from './get-or-create-financial-goals';

export type FinancialGoalChanges = Partial<Record<FinancialGoalName, boolean>>;

/** Each present goal must be true or false; undefined goals are left as they are. */
export function validateFinancialGoals(changes: Partial<Record<FinancialGoalName, unknown>>): FieldErrors {
  return collectErrors(Object.fromEntries(FINANCIAL_GOAL_NAMES.map((name) => [name, checkBoolean(name, changes[name])])));
}

/**
 * Turns goals on or off (creating the goals document first if needed). Each goal is its own `$set`,
 * so goals switched on two devices while apart are all kept.
 */
export function updateFinancialGoals(ctx: DataContext, changes: FinancialGoalChanges): Promise<WriteResult<FinancialGoals>> {
  return runWrite(ctx, 'updateFinancialGoals', async () => {
    const errors = validateFinancialGoals(changes);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const doc = await financialGoalsDocument(ctx);
    const set: Partial<Record<FinancialGoalName, boolean>> = {};
    for (const name of FINANCIAL_GOAL_NAMES) {
      const value = changes[name];
      if (value !== undefined && value !== doc[name]) set[name] = value;
    }
    if (Object.keys(set).length === 0) return toPlain(doc);
    return toPlain(await updateDocument(doc, { ifMatch: { $set: { ...set, updatedAt: nowIso(ctx) } } }));
  });
}
