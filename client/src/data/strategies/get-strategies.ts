import type { Strategy } from '@schemas/index';
import { toPlain } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { runRead } from '../write-result';

/** The user's strategies, oldest first; [] when the read fails (logged). */
export function getStrategies(ctx: DataContext): Promise<Strategy[]> {
  return runRead(
    ctx,
    'getStrategies',
    async () => (await ctx.db.strategies.find({ selector: { uid: ctx.uid }, sort: [{ createdAt: 'asc' }] }).exec()).map(toPlain),
    [],
  );
}

/** The most recently updated of some strategies (ties: the later id), or null when there are none. */
export function latestStrategy(strategies: readonly Strategy[]): Strategy | null {
  let latest: Strategy | null = null;
  for (const strategy of strategies) {
    if (!latest || strategy.updatedAt > latest.updatedAt || (strategy.updatedAt === latest.updatedAt && strategy.id > latest.id)) {
      latest = strategy;
    }
  }
  return latest;
}
