import { removeDocument } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { requireStrategyDocument } from './find-strategy';

/**
 * Deletes one of the person's strategies (a CRDT tombstone that reaches their other devices). The
 * last one cannot be deleted: Dashboard and Progress always have a plan to follow. When the current
 * one is deleted, the rule of current-strategy.ts picks among the others: the one chosen most
 * recently, or when none of them was ever chosen, the most recently updated. Saved schedules made
 * from it keep its id, as they keep ids of deleted debts.
 */
export function deleteStrategy(ctx: DataContext, id: string): Promise<WriteResult<void>> {
  return runWrite(ctx, 'deleteStrategy', async () => {
    const doc = await requireStrategyDocument(ctx, id);
    const others = await ctx.db.strategies.find({ selector: { uid: ctx.uid, id: { $ne: id } } }).exec();
    if (others.length === 0) {
      throw new InvalidInputError({ id: 'This is your only plan, so it can’t be deleted. Make another plan first.' });
    }
    await removeDocument(doc);
  });
}
