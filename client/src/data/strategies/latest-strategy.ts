import type { Strategy } from '@schemas/index';

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
