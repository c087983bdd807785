/**
 * Each debt's payments and charges, by date, with what they change its balance by from each one
 * on: read once per list of entries and shared by everything that asks about the same list
 * (recorded balances, the interest estimate, milestones, cleared debts, what is due).
 *
 * Why: those calculations once filtered the whole list for every debt, and re-added a debt's
 * payments for every month or day they asked about. At 100 debts and 10,000 payments that froze
 * the Progress screen for most of a second on every sync. Grouped once and summed from the end
 * (suffix sums), the balance change after any day is one binary search, so the work grows with the
 * data, not with debts × payments × months.
 *
 * Derived, never stored: kept in a WeakMap keyed on the list itself, so the Progress screen's
 * calculations share one grouping, and a new list (the live queries emit a new one on every
 * change) is grouped afresh while the old one is forgotten. Lists are never changed in place.
 */
import { isCharge, type Payment } from '@schemas/index';

/** An entry as these calculations read it: a payment, or interest and fees charged (`kind: 'charge'`). */
export type LedgerEntry = Pick<Payment, 'debtId' | 'amount' | 'date'> & Partial<Pick<Payment, 'kind'>>;

export interface DebtLedger<T extends LedgerEntry> {
  /** The debt's entries by date ('YYYY-MM-DD' compared as text); entries of one day keep the list's order. */
  readonly entries: readonly T[];
  /**
   * later[i]: what the entries from index i on take off the balance, in dollars: their payments
   * less their charges (a charge raised the balance on its date). later[entries.length] is 0.
   */
  readonly later: Float64Array;
}

const cache = new WeakMap<readonly LedgerEntry[], ReadonlyMap<string, DebtLedger<LedgerEntry>>>();

const byDateText = (a: LedgerEntry, b: LedgerEntry) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** The entries grouped by debt, each debt's by date with its suffix sums (see the module comment). */
export function entriesByDebt<T extends LedgerEntry>(entries: readonly T[]): ReadonlyMap<string, DebtLedger<T>> {
  const known = cache.get(entries);
  if (known) return known as ReadonlyMap<string, DebtLedger<T>>;
  const lists = new Map<string, T[]>();
  for (const entry of entries) {
    const list = lists.get(entry.debtId);
    if (list) list.push(entry);
    else lists.set(entry.debtId, [entry]);
  }
  const ledgers = new Map<string, DebtLedger<T>>();
  for (const [debtId, list] of lists) {
    list.sort(byDateText);
    const later = new Float64Array(list.length + 1);
    // Indexes are in range: i < list.length.
    for (let i = list.length - 1; i >= 0; i -= 1) {
      const entry = list[i]!;
      later[i] = later[i + 1]! + (isCharge(entry) ? -entry.amount : entry.amount);
    }
    ledgers.set(debtId, { entries: list, later });
  }
  cache.set(entries, ledgers);
  return ledgers;
}

/** The index of the debt's first entry dated after `day` ('YYYY-MM-DD'): entries.length when none is. */
export function firstAfter(ledger: DebtLedger<LedgerEntry>, day: string): number {
  let low = 0;
  let high = ledger.entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ledger.entries[middle]!.date > day) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** What the debt's entries dated after `day` take off its balance (payments less charges), in dollars. */
export function changeAfter(ledger: DebtLedger<LedgerEntry> | undefined, day: string): number {
  return ledger ? ledger.later[firstAfter(ledger, day)]! : 0;
}
