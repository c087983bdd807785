import type { RxDocument } from 'rxdb';
import type { DebtDocument } from '@schemas/index';
import type { DataContext } from '../data-context';
import { ensurePaymentEffects } from './ensure-payment-effects';
import { type Effect, setPaymentEffect } from './payment-effects';

/**
 * The one way repositories move a debt's balance for a payment: builds the debt's effect map when
 * it has none yet (a debt from before schema version 1), then sets the payment's effect to `next`
 * (see payment-effects.ts).
 */
export async function movePaymentEffect(ctx: DataContext, debt: RxDocument<DebtDocument>, paymentId: string, next: Effect, updatedAt: string): Promise<void> {
  await setPaymentEffect(await ensurePaymentEffects(ctx, debt), paymentId, next, updatedAt);
}
