import type { Strategy } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { hasErrors } from '../field-checks';
import { saveTimeAfter } from '../save-time';
import { pickDefined, sameValue } from '../tidy-input';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { requireStrategyDocument } from './find-strategy';
import { normalizeStrategyValues } from './normalize-strategy-values';
import { pinCurrentStrategy } from './pin-current';
import type { StrategyChanges } from './strategy-input';
import { STRATEGY_FIELDS, validateStrategyChanges } from './validate-strategy';

/**
 * Changes a strategy. Undefined fields are left alone; the stored forms are the same as on create
 * (budget rounded up to cents, priorities comma-joined). Each changed field is its own `$set`, so a
 * budget changed on one device and a reordering on another are both kept.
 */
export function updateStrategy(ctx: DataContext, id: string, changes: StrategyChanges): Promise<WriteResult<Strategy>> {
  return runWrite(ctx, 'updateStrategy', async () => {
    const doc = await requireStrategyDocument(ctx, id);
    const values = pickDefined(changes, STRATEGY_FIELDS);
    const errors = validateStrategyChanges(values);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const current = doc.toJSON() as Record<string, unknown>;
    const set: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(normalizeStrategyValues(values as StrategyChanges))) {
      if (!sameValue(current[field], value)) set[field] = value;
    }
    if (Object.keys(set).length === 0) return toPlain(doc);
    // Editing a strategy does not make it the current plan; only choosing it does (choose-strategy.ts).
    // The current one is pinned first when it was current only by being the most recently updated.
    // `updatedAt` ("saved at" on the strategy screen) is still a hybrid time after every one seen.
    const seen = await pinCurrentStrategy(ctx);
    const latest = seen.find((candidate) => candidate.id === id) ?? doc;
    return toPlain(await updateDocument(latest, { ifMatch: { $set: { ...set, updatedAt: saveTimeAfter(nowIso(ctx), seen) } } }));
  });
}
