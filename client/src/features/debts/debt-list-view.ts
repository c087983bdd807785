import type { Debt } from '@schemas/index';
import { byPriority, isClosedByUser, isOwed } from '@/planning/debt-status';
import { debtTypeLabels } from './debt-labels';
import { DEBTS_PER_PAGE, type DebtListSearch, type DebtSortKey, type DebtStatusFilter } from './debt-list-search';

/** A debt as the list shows it: its place in the payoff order (null when it is not owed). */
export interface ListedDebt {
  debt: Debt;
  position: number | null;
}

/** One page of the list, and what the pager says about it. */
export interface DebtListView {
  rows: ListedDebt[];
  /** How many debts match the search and filter, over every page. */
  total: number;
  /** The page shown (1-based), clamped to the pages there are. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown among the matches ("26–50 of 100"). */
  from: number;
  to: number;
}

function statusOf(debt: Debt): Exclude<DebtStatusFilter, 'all'> {
  if (isOwed(debt)) return 'open';
  return isClosedByUser(debt) ? 'closed' : 'paid';
}

/** The day of the month a debt is due, for sorting (no due day: after every day). */
function dueDayOf(debt: Debt): number {
  if (debt.dueDay) return debt.dueDay;
  if (debt.dueDate) return Number(debt.dueDate.slice(8, 10));
  return 99;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Each column's ascending comparison; ties fall back to the payoff order, so a sort is stable and the same everywhere. */
const compareBy: Record<Exclude<DebtSortKey, 'order'>, (a: Debt, b: Debt) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  balance: (a, b) => a.balance - b.balance,
  apr: (a, b) => a.interestRate - b.interestRate,
  minimum: (a, b) => a.minimumPayment - b.minimumPayment,
  due: (a, b) => dueDayOf(a) - dueDayOf(b),
  type: (a, b) => collator.compare(debtTypeLabels[a.type], debtTypeLabels[b.type]),
};

/** Whether a debt matches what was typed: every word in its name or its type, ignoring case and accents. */
function matcher(query: string): (debt: Debt) => boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const words = fold(query).split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return () => true;
  return (debt) => {
    const haystack = fold(`${debt.name} ${debtTypeLabels[debt.type]}`);
    return words.every((word) => haystack.includes(word));
  };
}

/**
 * The debts in the payoff order: those owed by priority (numbered 1, 2, …), then the others. The
 * one order the list, the Custom strategy and the moves share.
 */
export function inPayoffOrder(debts: readonly Debt[]): ListedDebt[] {
  const open = byPriority(debts.filter(isOwed));
  const rest = byPriority(debts.filter((debt) => !isOwed(debt)));
  return [...open.map((debt, index) => ({ debt, position: index + 1 })), ...rest.map((debt) => ({ debt, position: null }))];
}

/** What the list shows for a view in the address: searched, filtered, sorted and cut to one page. */
export function debtListView(debts: readonly Debt[], search: DebtListSearch, perPage = DEBTS_PER_PAGE): DebtListView {
  const matches = matcher(search.q ?? '');
  const status = search.status ?? 'all';
  const listed = inPayoffOrder(debts).filter(
    ({ debt }) => matches(debt) && (status === 'all' || statusOf(debt) === status) && (search.type === undefined || debt.type === search.type),
  );
  const sort = search.sort ?? 'order';
  const sign = search.dir === 'desc' ? -1 : 1;
  // Array sort is stable: equal values keep the payoff order.
  const sorted = sort === 'order' ? (sign < 0 ? listed.reverse() : listed) : listed.sort((a, b) => sign * compareBy[sort](a.debt, b.debt));
  const total = sorted.length;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, search.page ?? 1), pages);
  const start = (page - 1) * perPage;
  const rows = sorted.slice(start, start + perPage);
  return { rows, total, page, pages, from: total === 0 ? 0 : start + 1, to: start + rows.length };
}
