import type { PaymentDocument } from '@schemas/index';
import type { DataContext } from '../data-context';
import { nowIso } from '../data-context';
import { ensurePaymentEffects } from './ensure-payment-effects';
import { type Effect, effectKey, paymentIdOfKey, setPaymentEffect } from './payment-effects';

/**
 * After sync: makes every debt's payment effects agree with the payments as merged, so each balance
 * equals its created balance plus corrections minus its live payments, to the cent.
 *
 * Guarded payment operations (payment-effects.ts) never count a change twice, but when two devices
 * changed one payment while apart, only one change reaches the balance, and it may not be the one
 * the payment document kept (e.g. an edit to 150 replayed before a delete that was skipped). This
 * moves such an effect to what the payment says: its amount while it is live on this debt, nothing
 * when it was deleted or moved away. A payment this device has never received is left alone (it
 * may still be on its way). The corrections are guarded too, so devices reconciling at the same
 * time correct once. Returns how many effects it changed.
 */
export async function reconcilePaymentEffects(ctx: DataContext): Promise<number> {
  const debts = await ctx.db.debts.find({ selector: { uid: ctx.uid } }).exec();
  if (debts.length === 0) return 0;
  const live = await ctx.db.payments.find({ selector: { uid: ctx.uid } }).exec();
  const liveById = new Map(live.map((payment) => [payment.primary, payment.toJSON() as PaymentDocument]));
  let changed = 0;
  for (const found of debts) {
    let debt = await ensurePaymentEffects(ctx, found);
    const recorded = Object.keys(debt.paymentEffects ?? {}).map(paymentIdOfKey);
    // Payments in the map that are not live here: deleted (tombstone present) or not yet received.
    const missing = recorded.filter((id) => !liveById.has(id));
    const stored = missing.length === 0 ? [] : await ctx.db.payments.storageInstance.findDocumentsById(missing, true);
    const known = new Set(stored.filter((doc) => doc.uid === ctx.uid).map((doc) => doc.id));
    const wanted = new Map<string, Effect>();
    for (const id of recorded) if (liveById.has(id) || known.has(id)) wanted.set(id, undefined);
    for (const payment of live) if (payment.debtId === debt.primary) wanted.set(payment.primary, payment.amount);
    for (const [id, next] of wanted) {
      if (debt.paymentEffects?.[effectKey(id)] === next) continue;
      debt = await setPaymentEffect(debt, id, next, nowIso(ctx));
      changed++;
    }
  }
  return changed;
}
