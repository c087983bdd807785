/** Debts no longer owed, as milestones: when and how each was cleared (paid off by payments, or closed by the user). */
import type { Debt, Payment } from '@schemas/index';
import { closureVerb } from './debt-closure';
import { closedDay, isOwed } from './debt-status';

export interface ClearedDebt {
  id: string;
  name: string;
  /** 'YYYY-MM-DD': the day it was closed, else its last payment (or its last change, when that came earlier). */
  date: string;
  /** How, in a few words: "paid off", "paid in full", "settled", "forgiven", "refinanced" or "closed". */
  how: string;
}

export function clearedDebts(
  debts: readonly Pick<Debt, 'id' | 'name' | 'balance' | 'isPaid' | 'updatedAt' | 'closedAs' | 'closedOn'>[],
  payments: readonly Pick<Payment, 'debtId' | 'date'>[],
): ClearedDebt[] {
  // Each debt's latest payment, in one pass over them.
  const latest = new Map<string, string>();
  for (const payment of payments) if (payment.date > (latest.get(payment.debtId) ?? '')) latest.set(payment.debtId, payment.date);
  return debts
    .filter((debt) => !isOwed(debt))
    .map((debt) => {
      const how = closureVerb(debt);
      if (debt.closedOn) return { id: debt.id, name: debt.name, date: debt.closedOn, how };
      const last = latest.get(debt.id) ?? '';
      const changed = closedDay(debt);
      return { id: debt.id, name: debt.name, date: last && last <= changed ? last : changed, how };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}
