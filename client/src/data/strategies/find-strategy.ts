import type { RxDocument } from 'rxdb';
import type { StrategyDocument } from '@schemas/index';
import type { DataContext } from '../data-context';
import { NotFoundError } from '../write-result';

/** The signed-in user's strategy with this id; throws `Strategy with ID {id} not found` otherwise. */
export async function requireStrategyDocument(ctx: DataContext, id: string): Promise<RxDocument<StrategyDocument>> {
  const doc = await ctx.db.strategies.findOne({ selector: { id, uid: ctx.uid } }).exec();
  if (!doc) throw new NotFoundError(`Strategy with ID ${id} not found`);
  return doc;
}
