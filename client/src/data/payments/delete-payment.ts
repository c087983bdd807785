import type { RxDocument } from 'rxdb';
import type { Debt, Payment, PaymentDocument } from '@schemas/index';
import { removeDocument, toPlain } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { findDebtForBalanceChange } from '../debts/find-debt';
import { runWrite, type WriteResult } from '../write-result';
import { movePaymentEffect } from './move-payment-effect';
import { requirePaymentDocument } from './find-payment';

/** A payment as it was when deleted: what restorePayment needs to undo the deletion. */
export interface RemovedPayment {
  payment: Payment;
  /** How its debt was closed, when this was the payment that closed it (its `closingPaymentId`). */
  closed: Required<Pick<Debt, 'closedAs' | 'closedOn'>> | null;
}

/**
 * Deletes a payment and gives its amount back to the debt's balance (removes its effect, see
 * payment-effects.ts: deleted on two offline devices, it is still refunded once); a debt that was
 * paid off and now owes money again is no longer marked paid. Refused, with
 * nothing written, while the payment's debt has not synced to this device (findDebtForBalanceChange).
 * Answers with what was deleted, for an undo (restore-payment.ts).
 */
export function deletePayment(ctx: DataContext, id: string): Promise<WriteResult<{ id: string; removed: RemovedPayment }>> {
  return runWrite(ctx, 'deletePayment', async () => {
    const doc = await requirePaymentDocument(ctx, id);
    const removed = { payment: toPlain(doc), closed: await closingOf(ctx, doc) };
    await removePayment(ctx, doc);
    return { id, removed };
  });
}

async function closingOf(ctx: DataContext, payment: RxDocument<PaymentDocument>): Promise<RemovedPayment['closed']> {
  const debt = await ctx.db.debts.findOne({ selector: { id: payment.debtId, uid: ctx.uid } }).exec();
  if (debt?.closingPaymentId !== payment.primary || debt.closedAs === undefined || debt.closedOn === undefined) return null;
  return { closedAs: debt.closedAs, closedOn: debt.closedOn };
}

/** deletePayment's work, for operations that remove a payment as one of their steps (reopenDebt): throws instead of returning a failure. */
export async function removePayment(ctx: DataContext, doc: RxDocument<PaymentDocument>): Promise<void> {
  // Before anything is written: throws when the debt has not reached this device yet.
  const debt = await findDebtForBalanceChange(ctx, doc.debtId);
  await removeDocument(doc);
  if (debt) await movePaymentEffect(ctx, debt, doc.primary, undefined, nowIso(ctx));
}
