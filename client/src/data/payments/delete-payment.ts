import { removeDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { findDebtDocument } from '../debts/find-debt';
import { runWrite, type WriteResult } from '../write-result';
import { adjustDebtBalance } from './adjust-debt-balance';
import { requirePaymentDocument } from './find-payment';

/**
 * Deletes a payment and gives its amount back to the debt's balance (`$inc`); a debt that was paid
 * off and now owes money again is no longer marked paid (see adjust-debt-balance.ts).
 */
export function deletePayment(ctx: DataContext, id: string): Promise<WriteResult<{ id: string }>> {
  return runWrite(ctx, 'deletePayment', async () => {
    const doc = await requirePaymentDocument(ctx, id);
    const { debtId, amount } = doc;
    await removeDocument(doc);
    const debt = await findDebtDocument(ctx, debtId);
    if (debt) await adjustDebtBalance(debt, amount, nowIso(ctx));
    return { id };
  });
}
