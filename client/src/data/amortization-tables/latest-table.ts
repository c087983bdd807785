import type { AmortizationTable } from '@schemas/index';

/**
 * Orders tables most recently updated first (ties: later createdAt, then larger id), so every device
 * agrees on which duplicate is "the" table of a strategy type.
 */
export function newestFirst<T extends Pick<AmortizationTable, 'updatedAt' | 'createdAt' | 'id'>>(tables: readonly T[]): T[] {
  return [...tables].sort(
    (a, b) =>
      b.updatedAt.localeCompare(a.updatedAt) || b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}

/** One table per strategy type: the most recently updated of each. */
export function latestPerStrategyType(tables: readonly AmortizationTable[]): AmortizationTable[] {
  const seen = new Set<string>();
  return newestFirst(tables).filter((table) => !seen.has(table.strategyType) && seen.add(table.strategyType));
}
