import type { RxDocument } from 'rxdb';
import type { Debt, Payment, PaymentDocument } from '@schemas/index';
import { removeDocument, toPlain } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { readDebt } from '../debts/read-debts';
import { runWrite, type WriteResult } from '../write-result';
import { requirePaymentDocument } from './find-payment';

/** A payment as it was when deleted: what restorePayment needs to undo the deletion. */
export interface RemovedPayment {
  payment: Payment;
  /** How its debt was closed, when this was the payment that closed it (its `closingPaymentId`). */
  closed: Required<Pick<Debt, 'closedAs' | 'closedOn'>> | null;
}

/**
 * Deletes a payment: its amount is no longer taken from its debt's balance, which is derived from
 * the live payments (debts/shown-debt.ts); deleted on two offline devices, it is one tombstone, so
 * it is given back once. A debt paid off by it reads as owed again (a paid-in-full closing as
 * reopened). Answers with what was deleted, for an undo (restore-payment.ts).
 */
export function deletePayment(ctx: DataContext, id: string): Promise<WriteResult<{ id: string; removed: RemovedPayment }>> {
  return runWrite(ctx, 'deletePayment', async () => {
    const doc = await requirePaymentDocument(ctx, id);
    const removed = { payment: toPlain(doc), closed: await closingOf(ctx, doc) };
    await removeDocument(doc);
    return { id, removed };
  });
}

/** How the payment's debt was closed, as shown, when this payment closed it. */
async function closingOf(ctx: DataContext, payment: RxDocument<PaymentDocument>): Promise<RemovedPayment['closed']> {
  const debt = await readDebt(ctx, await ctx.db.debts.findOne({ selector: { id: payment.debtId, uid: ctx.uid } }).exec());
  if (debt?.closingPaymentId !== payment.primary || debt.closedAs === undefined || debt.closedOn === undefined) return null;
  return { closedAs: debt.closedAs, closedOn: debt.closedOn };
}

