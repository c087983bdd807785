import { isCharge, type Payment } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { requireDebtDocument } from '../debts/find-debt';
import { insertCharge } from '../statements/record-statement';
import { runWrite, type WriteResult } from '../write-result';
import type { RemovedPayment } from './delete-payment';
import { addPayment } from './record-payment';

/**
 * Undoes deletePayment: the payment is recorded again, as it was (amount, date, notes, principal
 * only), so the debt's balance goes down by it again; and when it was the payment that closed its
 * debt, the debt is closed again as it was, with this payment as its closing payment.
 *
 * It is a new payment, under a new id, for the reason restore-debt.ts gives: a deleted payment is a
 * CRDT tombstone, and neither inserting its id again nor un-deleting it merges right on other
 * devices. A new payment is recorded like any other, so it counts once on every device. What it pays beyond the balance now
 * is kept as a credit, as it was before the deletion; a debt deleted meanwhile fails the restore.
 * Interest and fees charged (a charge deleted from the history) come back as a charge, split as before.
 */
export function restorePayment(ctx: DataContext, removed: RemovedPayment): Promise<WriteResult<Payment>> {
  return runWrite(ctx, 'restorePayment', async () => {
    const { debtId, amount, date, isPrincipalOnly, notes } = removed.payment;
    if (isCharge(removed.payment)) {
      const fees = removed.payment.fees ?? 0;
      return toPlain(await insertCharge(ctx, { debtId, date, interest: removed.payment.interest ?? amount - fees, fees, notes }));
    }
    const payment = await addPayment(ctx, { debtId, amount, date, isPrincipalOnly, notes: notes ?? null }, { allowCredit: true });
    if (removed.closed) {
      // Unless the debt was closed again some other way meanwhile. Deleting a payment leaves the
      // debt's stored `closingPaymentId` as it was (it only reads as absent), hence either guard.
      const closing = { isPaid: true, ...removed.closed, closingPaymentId: payment.primary };
      const unchanged = { $or: [{ closingPaymentId: { $exists: false } }, { closingPaymentId: removed.payment.id }] };
      await updateDocument(await requireDebtDocument(ctx, debtId), { selector: unchanged, ifMatch: { $set: closing } });
    }
    return toPlain(payment);
  });
}
