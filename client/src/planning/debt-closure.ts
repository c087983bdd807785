/**
 * How a debt reads on screen once it is not owed: its badge, its balance and a line on how it
 * closed (see debt-status.ts for what each state means). A balance is never shown below zero:
 * a credit reads "Credit $300.00".
 */
import type { Debt, DebtClosure } from '@schemas/index';
import { dayLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { closedDay, creditOf, isOwed, leftUnpaid, owedNow } from './debt-status';

export const CLOSURE_LABELS: Readonly<Record<DebtClosure, string>> = {
  paid_in_full: 'Paid in full',
  settled: 'Settled',
  forgiven: 'Forgiven',
  refinanced: 'Refinanced',
};

type ShownFields = Pick<Debt, 'balance' | 'isPaid' | 'closedAs' | 'closedOn' | 'updatedAt'>;

/**
 * The badge of a debt that is not owed: how the user closed it, "Paid off" when payments cleared
 * it, "Closed" when it was marked paid with a balance left before Paydown asked how; null while owed.
 */
export function closureBadge(debt: Pick<Debt, 'balance' | 'isPaid' | 'closedAs'>): string | null {
  if (isOwed(debt)) return null;
  if (debt.closedAs) return CLOSURE_LABELS[debt.closedAs];
  return leftUnpaid(debt) > 0 ? 'Closed' : 'Paid off';
}

/** The badge in running text ("paid off", "settled"), for a debt that is not owed. */
export function closureVerb(debt: Pick<Debt, 'balance' | 'isPaid' | 'closedAs'>): string {
  return (closureBadge(debt) ?? 'Paid off').toLowerCase();
}

/** The balance as screens show it: what is owed, "Credit $x" for a credit, else $0.00. */
export function balanceText(debt: Pick<Debt, 'balance' | 'isPaid'>): string {
  const credit = creditOf(debt);
  return credit > 0 ? `Credit ${formatMoney(credit)}` : formatMoney(owedNow(debt));
}

/** One line on how the debt closed and what that left unpaid; null for a debt the user has not closed. */
export function closureNote(debt: ShownFields): string | null {
  const left = leftUnpaid(debt);
  if (debt.closedAs) {
    const unpaid = left > 0 ? `; ${formatMoney(left)} of it was not paid` : '';
    return `${CLOSURE_LABELS[debt.closedAs]} on ${dayLabel(closedDay(debt))}${unpaid}`;
  }
  return left > 0 ? `Marked paid with ${formatMoney(left)} left, not counted as paid down` : null;
}

/** What a credit means, in one line; null without a credit. */
export function creditNote(debt: Pick<Debt, 'balance'>): string | null {
  const credit = creditOf(debt);
  return credit > 0 ? `${formatMoney(credit)} was paid beyond what it owed; it is kept as a credit and not counted as paid down` : null;
}
