import type { Strategy } from '@schemas/index';

type Ranked = Pick<Strategy, 'id' | 'updatedAt' | 'chosenAt'>;

/** Whether `a` ranks after `b` by `at` (ties: the larger id), so that every device picks the same one. */
function later(a: Ranked, b: Ranked, at: (s: Ranked) => string): boolean {
  return at(a) > at(b) || (at(a) === at(b) && a.id > b.id);
}

/**
 * The current plan among a person's strategies (the one Dashboard and Progress follow): the one
 * chosen last (greatest `chosenAt`, ties: the larger id). When none was ever chosen (strategies
 * written before scenarios existed), the most recently updated one, as before. Null when there
 * are none. Pure: the same documents give the same answer on every device.
 */
export function currentStrategy<T extends Ranked>(strategies: readonly T[]): T | null {
  let chosen: T | null = null;
  let updated: T | null = null;
  for (const strategy of strategies) {
    if (strategy.chosenAt !== undefined && (!chosen || later(strategy, chosen, (s) => s.chosenAt!))) chosen = strategy;
    if (!updated || later(strategy, updated, (s) => s.updatedAt)) updated = strategy;
  }
  return chosen ?? updated;
}
