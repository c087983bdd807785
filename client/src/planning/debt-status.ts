/**
 * What counts as owed. A debt's balance is derived in whole cents from its opening balance and its
 * payments (data/debts/shown-debt.ts), so it is paid off at zero or below; the half-cent margin only
 * spares callers that hand in computed dollar amounts a comparison with float dust.
 *
 * A debt not owed is one of:
 * - paid off: its balance is at or below half a cent (payments cleared it, or the closing payment
 *   of "Paid in full"). Below zero it carries a credit: more was paid than it owed, either an
 *   over-payment the user confirmed or two offline devices that each paid it off (schemas/debts.ts).
 *   Screens show the credit, never a negative balance, and the excess is not paid down.
 * - closed with a balance left (`isPaid` and above half a cent): settled, forgiven or refinanced
 *   (`closedAs`), or marked paid before Paydown asked how it closed (no `closedAs`). It owes nothing,
 *   and what was left is not paid down either: only payments are.
 */
import type { Debt } from '@schemas/index';

export const PAID_OFF_AT = 0.005;

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** Whether the debt still owes money: not closed and above half a cent. */
export function isOwed(debt: Pick<Debt, 'isPaid' | 'balance'>): boolean {
  return !debt.isPaid && debt.balance > PAID_OFF_AT;
}

/** What the debt owes now: 0 when paid off or closed. */
export function owedNow(debt: Pick<Debt, 'isPaid' | 'balance'>): number {
  return isOwed(debt) ? debt.balance : 0;
}

/** The sum of what the debts owe now, in dollars rounded to cents. */
export function totalOwed(debts: readonly Pick<Debt, 'isPaid' | 'balance'>[]): number {
  return cents(debts.reduce((sum, debt) => sum + owedNow(debt), 0));
}

/** The credit on a debt paid beyond its balance (a stored balance below zero), in cents; 0 when none. */
export function creditOf(debt: Pick<Debt, 'balance'>): number {
  return debt.balance < -PAID_OFF_AT ? cents(-debt.balance) : 0;
}

/** What a debt closed with a balance left still owed when it closed (neither owed now nor paid down); 0 for any other debt. */
export function leftUnpaid(debt: Pick<Debt, 'isPaid' | 'balance'>): number {
  return debt.isPaid && debt.balance > PAID_OFF_AT ? debt.balance : 0;
}

/** Whether the user closed the debt (any `closedAs`, or marked paid with a balance left before `closedAs` existed): it can be reopened. */
export function isClosedByUser(debt: Pick<Debt, 'isPaid' | 'balance' | 'closedAs'>): boolean {
  return debt.closedAs !== undefined || leftUnpaid(debt) > 0;
}

/**
 * Whether a statement can add interest and fees to the debt: any debt but one closed without being
 * paid off (settled, forgiven, refinanced, or marked paid with a balance left), which is not owed.
 */
export function takesStatements(debt: Pick<Debt, 'isPaid' | 'balance' | 'closedAs'>): boolean {
  return debt.closedAs === 'paid_in_full' || !isClosedByUser(debt);
}

/** 'YYYY-MM-DD': the day a debt was closed (`closedOn`; before it existed, the debt's last change). */
export function closedDay(debt: Pick<Debt, 'closedOn' | 'updatedAt'>): string {
  return debt.closedOn ?? debt.updatedAt.slice(0, 10);
}

/** Debts in the user's priority order: `priority` ascending (unset last), then oldest first. */
export function byPriority<T extends Pick<Debt, 'priority' | 'createdAt' | 'id'>>(debts: readonly T[]): T[] {
  return [...debts].sort(
    (a, b) =>
      (a.priority ?? Number.MAX_SAFE_INTEGER) - (b.priority ?? Number.MAX_SAFE_INTEGER) ||
      a.createdAt.localeCompare(b.createdAt) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Card utilization in percent (what is owed over the credit limit), or null for debts without a limit. */
export function utilizationPercent(debt: Pick<Debt, 'highLimit' | 'balance' | 'isPaid'>): number | null {
  if (!debt.highLimit || debt.highLimit <= 0) return null;
  return (owedNow(debt) / debt.highLimit) * 100;
}
