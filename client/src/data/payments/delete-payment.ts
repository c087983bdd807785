import { removeDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { findDebtForBalanceChange } from '../debts/find-debt';
import { runWrite, type WriteResult } from '../write-result';
import { movePaymentEffect } from './move-payment-effect';
import { requirePaymentDocument } from './find-payment';

/**
 * Deletes a payment and gives its amount back to the debt's balance (removes its effect, see
 * payment-effects.ts: deleted on two offline devices, it is still refunded once); a debt that was
 * paid off and now owes money again is no longer marked paid. Refused, with
 * nothing written, while the payment's debt has not synced to this device (findDebtForBalanceChange).
 */
export function deletePayment(ctx: DataContext, id: string): Promise<WriteResult<{ id: string }>> {
  return runWrite(ctx, 'deletePayment', async () => {
    const doc = await requirePaymentDocument(ctx, id);
    const { debtId } = doc;
    // Before anything is written: throws when the debt has not reached this device yet.
    const debt = await findDebtForBalanceChange(ctx, debtId);
    await removeDocument(doc);
    if (debt) await movePaymentEffect(ctx, debt, id, undefined, nowIso(ctx));
    return { id };
  });
}
