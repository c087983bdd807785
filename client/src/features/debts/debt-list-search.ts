import { DEBT_TYPES, type DebtType } from '@schemas/enumerations';

/** The columns the debt list can be sorted by; 'order' is the payoff priority (the default). */
export const debtSortKeys = ['order', 'name', 'balance', 'apr', 'minimum', 'due', 'type'] as const;
export type DebtSortKey = (typeof debtSortKeys)[number];
export type SortDirection = 'asc' | 'desc';

/** Which debts are listed: those still owed, paid off, closed with a balance left, or all. */
export const debtStatusFilters = ['all', 'open', 'paid', 'closed'] as const;
export type DebtStatusFilter = (typeof debtStatusFilters)[number];

/** Debts shown on one page of the list. */
export const DEBTS_PER_PAGE = 25;

/**
 * The debt list's view, kept in the address (/debts?q=visa&sort=balance&dir=desc&page=2) so that
 * back, forward and reload keep it. Every field is optional: absent means the default, so plain
 * links to /debts stay plain.
 */
export interface DebtListSearch {
  q?: string;
  sort?: DebtSortKey;
  dir?: SortDirection;
  status?: DebtStatusFilter;
  type?: DebtType;
  page?: number;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The route's search validation: anything unknown or malformed (a hand-edited address, an old
 * bookmark) is dropped rather than refused, so the list opens with its default for that field.
 */
export function validateDebtListSearch(search: Record<string, unknown>): DebtListSearch {
  // The router reads a query value that looks like a number as one: a search is text either way.
  const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).slice(0, 200) : '';
  const sort = oneOf(debtSortKeys, search.sort);
  const dir = oneOf(['asc', 'desc'] as const, search.dir);
  const status = oneOf(debtStatusFilters, search.status);
  const type = oneOf(DEBT_TYPES, search.type);
  const page = typeof search.page === 'number' ? search.page : Number(search.page);
  return {
    ...(q.trim() !== '' ? { q } : {}),
    ...(sort && sort !== 'order' ? { sort } : {}),
    ...(dir === 'desc' ? { dir } : {}),
    ...(status && status !== 'all' ? { status } : {}),
    ...(type ? { type } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** Whether the view narrows the list (a search or a filter): its empty result offers a way back. */
export const isNarrowed = (search: DebtListSearch) => (search.q ?? '') !== '' || (search.status ?? 'all') !== 'all' || search.type !== undefined;

/** Whether the list shows the payoff order itself, the one view where dragging a debt means something. */
export function showsWholeOrder(search: DebtListSearch): boolean {
  const status = search.status ?? 'all';
  return (search.sort ?? 'order') === 'order' && search.dir !== 'desc' && !isNarrowed({ ...search, status: 'all' }) && (status === 'all' || status === 'open');
}
