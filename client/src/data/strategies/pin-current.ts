import type { RxDocument } from 'rxdb';
import type { StrategyDocument } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { saveTimeAfter } from '../save-time';
import { currentStrategy } from './current-strategy';

/**
 * A `chosenAt` later than every choice this device has seen (a hybrid logical time, save-time.ts):
 * a choice made after seeing another device's choice counts as the later one, whatever the clocks say.
 */
export function choiceTimeAfter(ctx: DataContext, strategies: readonly { chosenAt?: string }[]): string {
  const choices = strategies.flatMap((strategy) => (strategy.chosenAt === undefined ? [] : [{ updatedAt: strategy.chosenAt }]));
  return saveTimeAfter(nowIso(ctx), choices);
}

/**
 * Before a write that would otherwise change which strategy is current: when none of the person's
 * strategies was ever chosen (all written before scenarios existed), the current one is the most
 * recently updated, so creating or editing another would make that one current. Marking the
 * current one as chosen first keeps it current; afterwards only choosing changes it. Returns the
 * strategies as they are after that.
 */
export async function pinCurrentStrategy(ctx: DataContext): Promise<RxDocument<StrategyDocument>[]> {
  const docs = await ctx.db.strategies.find({ selector: { uid: ctx.uid } }).exec();
  const strategies = docs.map((doc) => toPlain(doc));
  const current = currentStrategy(strategies);
  if (!current || current.chosenAt !== undefined) return docs;
  const doc = docs.find((candidate) => candidate.id === current.id)!;
  const pinned = await updateDocument(doc, { ifMatch: { $set: { chosenAt: choiceTimeAfter(ctx, strategies) } } });
  return docs.map((candidate) => (candidate === doc ? pinned : candidate));
}
