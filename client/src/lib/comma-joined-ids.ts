/**
 * Lists of document ids stored as one comma-joined string (spec §3: strategies.debtPriorities,
 * amortizationTables.debtIds). Ids are UUIDs and never contain a comma. These two helpers are the
 * only translation between that text and the lists the screens and the payoff engine use.
 */

/** The stored text of a list of ids: blank ids dropped, repeats kept once, order kept. A string is tidied the same way. */
export function joinIds(ids: readonly string[] | string | null | undefined): string {
  const list = typeof ids === 'string' ? ids.split(',') : (ids ?? []);
  return [...new Set(list.map((id) => id.trim()).filter((id) => id !== ''))].join(',');
}

/** The ids of a stored comma-joined value ('' → []). */
export function splitIds(stored: string | null | undefined): string[] {
  const joined = joinIds(stored ?? '');
  return joined === '' ? [] : joined.split(',');
}
