/** Debts paid off, as milestones: when each was cleared, by its last payment or when it was marked paid. */
import type { Debt, Payment } from '@schemas/index';
import { isOwed } from './debt-status';

export interface ClearedDebt {
  id: string;
  name: string;
  /** 'YYYY-MM-DD': the debt's last payment, or the day it was marked paid when that came later. */
  date: string;
}

export function clearedDebts(
  debts: readonly Pick<Debt, 'id' | 'name' | 'balance' | 'isPaid' | 'updatedAt'>[],
  payments: readonly Pick<Payment, 'debtId' | 'date'>[],
): ClearedDebt[] {
  return debts
    .filter((debt) => !isOwed(debt))
    .map((debt) => {
      const last = payments.filter((payment) => payment.debtId === debt.id).reduce((latest, p) => (p.date > latest ? p.date : latest), '');
      const marked = debt.updatedAt.slice(0, 10);
      return { id: debt.id, name: debt.name, date: last && last <= marked ? last : marked };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}
