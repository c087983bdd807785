import type { RxDocument } from 'rxdb';
import type { DebtDocument } from '@schemas/index';
import { updateDocument } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { effectKey } from './payment-effects';

/**
 * A debt written before `paymentEffects` existed (schema version 0) has no map, but its balance
 * already reflects every payment recorded against it. The map is built from those payments without
 * touching the balance. Guarded by the map's absence, so two devices doing this at once build it
 * once (the first replayed wins; the other's payments then differ only if the devices disagreed,
 * which reconcilePaymentEffects settles like any other race).
 */
export async function ensurePaymentEffects(ctx: DataContext, debt: RxDocument<DebtDocument>): Promise<RxDocument<DebtDocument>> {
  if (debt.paymentEffects !== undefined) return debt;
  const payments = await ctx.db.payments.find({ selector: { uid: ctx.uid, debtId: debt.primary } }).exec();
  const map = Object.fromEntries(payments.map((payment) => [effectKey(payment.primary), payment.amount]));
  return updateDocument(debt, { selector: { paymentEffects: { $exists: false } }, ifMatch: { $set: { paymentEffects: map } } });
}
