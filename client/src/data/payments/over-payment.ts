import type { Debt } from '@schemas/index';
import { formatMoney } from '@/lib/money';
import { toDollars, toCents } from '@/payoff/money';
import type { DataContext } from '../data-context';
import { findDebtDocument } from '../debts/find-debt';
import { readDebt } from '../debts/read-debts';
import { InvalidInputError, runRead } from '../write-result';

/**
 * A payment larger than what its debt owes. Money that is not owed is not paid: the repositories
 * refuse such a payment unless the user has chosen to keep the excess as a credit on the debt
 * (`allowCredit`); the payment form asks first (findOverPayment) and offers to pay the balance
 * instead. A credit is what a balance below zero means (planning/debt-status.ts).
 */
export interface OverPayment {
  /** What the debt owes before this payment, in dollars (0 for a debt paid off). */
  owed: number;
  /** The payment's amount. */
  amount: number;
  /** amount − owed: what would be kept as a credit. */
  credit: number;
}

/** Whether paying `amount` towards a debt owing `owedBefore` pays more than it owes; null when it does not. */
export function overPaymentOf(owedBefore: number, amount: number): OverPayment | null {
  const owed = Math.max(toCents(owedBefore), 0);
  const credit = toCents(amount) - owed;
  if (credit <= 0) return null;
  return { owed: toDollars(owed), amount, credit: toDollars(credit) };
}

/**
 * What the debt owes before a payment: its shown balance, plus the amount of the payment being
 * edited (one of its live payments, so the balance counts it already).
 */
function owedBefore(debt: Pick<Debt, 'balance'>, editing?: { amount: number }): number {
  return toDollars(toCents(debt.balance) + (editing ? toCents(editing.amount) : 0));
}

/** Throws, with nothing written, when the payment pays more than the debt owes (see the header). */
export function refuseOverPayment(debt: Pick<Debt, 'balance'>, amount: number, editing?: { amount: number }): void {
  const over = overPaymentOf(owedBefore(debt, editing), amount);
  if (over) throw new OverPaymentError(over);
}

/** Thrown by recordPayment and editPayment for an over-payment without `allowCredit`; nothing has been written. */
export class OverPaymentError extends InvalidInputError {
  constructor(readonly overPayment: OverPayment) {
    super({
      amount:
        overPayment.owed > 0
          ? `amount is more than the ${formatMoney(overPayment.owed)} this debt owes: pay the balance, or keep the extra as a credit`
          : 'amount is more than this debt owes (nothing): keep it as a credit, or choose another debt',
    });
    this.name = 'OverPaymentError';
  }
}

/**
 * For a form, before it saves: whether paying `amount` towards the debt (instead of `editing`'s
 * current amount, when a payment is being corrected on the same debt) would pay more than it owes.
 * Null when it would not, or when the debt cannot be read (the save then says why).
 */
export function findOverPayment(
  ctx: DataContext,
  payment: { debtId: string; amount: number; editing?: { id: string; debtId: string; amount: number } },
): Promise<OverPayment | null> {
  return runRead(
    ctx,
    'findOverPayment',
    async () => {
      const debt = await readDebt(ctx, await findDebtDocument(ctx, payment.debtId));
      if (!debt) return null;
      const editing = payment.editing && payment.editing.debtId === payment.debtId ? payment.editing : undefined;
      return overPaymentOf(owedBefore(debt, editing), payment.amount);
    },
    null,
  );
}
