/**
 * What counts as owed. The same rule as data/debts/paid-off.ts (lib/ may not import data/):
 * balances are float dollars moved by `$inc`, so a debt is paid off at or below half a cent, and a
 * debt marked paid by hand owes nothing whatever its stored balance says.
 */
import type { Debt } from '@schemas/index';

export const PAID_OFF_AT = 0.005;

/** Whether the debt still owes money: not marked paid and above half a cent. */
export function isOwed(debt: Pick<Debt, 'isPaid' | 'balance'>): boolean {
  return !debt.isPaid && debt.balance > PAID_OFF_AT;
}

/** What the debt owes now: 0 when paid off or marked paid. */
export function owedNow(debt: Pick<Debt, 'isPaid' | 'balance'>): number {
  return isOwed(debt) ? debt.balance : 0;
}

/** The sum of what the debts owe now, in dollars rounded to cents. */
export function totalOwed(debts: readonly Pick<Debt, 'isPaid' | 'balance'>[]): number {
  return Math.round(debts.reduce((sum, debt) => sum + owedNow(debt), 0) * 100) / 100;
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

/** Card utilization in percent (balance over credit limit), or null for debts without a limit. */
export function utilizationPercent(debt: Pick<Debt, 'highLimit' | 'balance' | 'isPaid'>): number | null {
  if (!debt.highLimit || debt.highLimit <= 0) return null;
  return (owedNow(debt) / debt.highLimit) * 100;
}
