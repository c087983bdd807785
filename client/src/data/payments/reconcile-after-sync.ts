import type { DataContext } from '../data-context';
import { reconcilePaymentEffects } from './reconcile-payment-effects';
import { removePaymentsOfDeletedDebts } from './remove-payments-of-deleted-debts';

export interface Reconciled {
  /** Payments deleted because their debt was deleted elsewhere (removePaymentsOfDeletedDebts). */
  removedPayments: number;
  /** Payment effects moved to what the merged payments say (reconcilePaymentEffects). */
  changedEffects: number;
}

/**
 * What the sync layer runs once a sync that brought debts or payments has settled: what a merge
 * cannot do by itself, because it spans two documents (a payment and its debt).
 */
export async function reconcileAfterSync(ctx: DataContext): Promise<Reconciled> {
  const removedPayments = await removePaymentsOfDeletedDebts(ctx);
  const changedEffects = await reconcilePaymentEffects(ctx);
  return { removedPayments, changedEffects };
}
