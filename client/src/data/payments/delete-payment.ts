import type { RxDocument } from 'rxdb';
import type { PaymentDocument } from '@schemas/index';
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
    await removePayment(ctx, await requirePaymentDocument(ctx, id));
    return { id };
  });
}

/** deletePayment's work, for operations that remove a payment as one of their steps (reopenDebt): throws instead of returning a failure. */
export async function removePayment(ctx: DataContext, doc: RxDocument<PaymentDocument>): Promise<void> {
  // Before anything is written: throws when the debt has not reached this device yet.
  const debt = await findDebtForBalanceChange(ctx, doc.debtId);
  await removeDocument(doc);
  if (debt) await movePaymentEffect(ctx, debt, doc.primary, undefined, nowIso(ctx));
}
