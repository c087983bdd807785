import { joinIds, splitIds } from '@/lib/comma-joined-ids';

/**
 * strategies.debtPriorities is stored as the debt ids in payoff order joined by commas (spec §3:
 * "json in the schema; stored locally as a comma-joined string").
 */
export function joinDebtPriorities(ids: readonly string[] | string | null | undefined): string {
  return joinIds(ids);
}

/** The debt ids in payoff order of a stored debtPriorities value ('' → []). */
export function parseDebtPriorities(stored: string | null | undefined): string[] {
  return splitIds(stored);
}
