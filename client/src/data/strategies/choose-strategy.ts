import type { Strategy } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { runWrite, type WriteResult } from '../write-result';
import { requireStrategyDocument } from './find-strategy';
import { choiceTimeAfter } from './pin-current';

/**
 * Makes a strategy the current plan (the one Dashboard and Progress follow): its `chosenAt` becomes
 * later than every choice this device holds. Two devices choosing while apart: the later choice
 * (by `chosenAt`, ties the larger id) is current on both once they have synced.
 */
export function chooseStrategy(ctx: DataContext, id: string): Promise<WriteResult<Strategy>> {
  return runWrite(ctx, 'chooseStrategy', async () => {
    const doc = await requireStrategyDocument(ctx, id);
    const all = await ctx.db.strategies.find({ selector: { uid: ctx.uid } }).exec();
    const chosenAt = choiceTimeAfter(ctx, all.map((strategy) => toPlain(strategy)));
    return toPlain(await updateDocument(doc, { ifMatch: { $set: { chosenAt } } }));
  });
}
