import type { Debt } from '@schemas/index';
import { removeDocument, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { runWrite, type WriteResult } from '../write-result';
import { requireDebtDocument } from './find-debt';
import { readDebt } from './read-debts';

export interface ReopenOptions {
  /**
   * Also delete the payment the closing recorded (closeDebt's `closingPaymentId`: a paid-in-full
   * debt's closing payment, a settlement): its amount goes back onto the balance.
   */
  removeClosingPayment: boolean;
}

/**
 * Reopens a debt the user closed: it is owed again with the balance it has, and how it closed is
 * cleared. With `removeClosingPayment`, the closing payment is deleted first, so the balance is
 * what it was before the closing. A debt that is not closed is returned as it is.
 */
export function reopenDebt(ctx: DataContext, id: string, options: ReopenOptions): Promise<WriteResult<Debt>> {
  return runWrite(ctx, 'reopenDebt', async () => {
    const doc = await requireDebtDocument(ctx, id);
    if (!doc.isPaid && doc.closedAs === undefined) return (await readDebt(ctx, doc))!;
    if (options.removeClosingPayment && doc.closingPaymentId) {
      const payment = await ctx.db.payments.findOne({ selector: { id: doc.closingPaymentId, uid: ctx.uid } }).exec();
      if (payment) await removeDocument(payment);
    }
    const update = { $set: { isPaid: false, updatedAt: nowIso(ctx) }, $unset: { closedAs: '' as const, closedOn: '' as const, closingPaymentId: '' as const } };
    return (await readDebt(ctx, await updateDocument(doc.getLatest(), { ifMatch: update })))!;
  });
}
