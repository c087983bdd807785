import { filter, merge, type Observable, type Subscription } from 'rxjs';
import { COLLECTION_NAMES } from '@schemas/index';
import type { SyncStatus } from '../cloud-sync';
import type { PaydownDatabase } from '../paydown-database';
import { reconcileAfterSync } from '../payments/reconcile-after-sync';
import type { CollectionReplication } from './replications';
import { singleFlight } from './single-flight';

/**
 * Payment effects (payments/payment-effects.ts): when debts or payments arrived from other
 * devices, delete the payments of debts deleted elsewhere and bring each debt's effects in line
 * with the merged payments once sync has settled (mid-sync the payment and its debt's matching
 * operation may not both be here yet; correcting then is safe, being guarded, but only adds
 * writes). Also once at start, for debts from before the effects existed and for payments that
 * reached this device before such a deletion did.
 */
export function reconcileAfterEachSync({ db, uid, replications, leaderStatus$ }: {
  db: PaydownDatabase;
  uid: string;
  /** The replications of all collections, in COLLECTION_NAMES order. */
  replications: readonly CollectionReplication[];
  /** The leader's status, every time it is computed. */
  leaderStatus$: Observable<SyncStatus>;
}): Subscription {
  const received$ = merge(...(['debts', 'payments'] as const).map((name) => replications[COLLECTION_NAMES.indexOf(name)]!.received$));
  const synced$ = leaderStatus$.pipe(filter((status) => status.phase === 'synced'));
  let toReconcile = true;
  const reconcile = singleFlight(async () => {
    toReconcile = false;
    try {
      const { removedPayments, changedEffects } = await reconcileAfterSync({ db, uid });
      if (removedPayments > 0) console.info(`[sync] deleted ${removedPayments} payment(s) of debts deleted on another device`);
      if (changedEffects > 0) console.info(`[sync] brought ${changedEffects} payment effect(s) in line with the merged payments`);
      return true;
    } catch (error) {
      toReconcile = true; // try again after the next sync
      console.warn('[sync] payment effects', error);
      return false;
    }
  }, 0);
  const subscription = received$.subscribe(() => void (toReconcile = true));
  subscription.add(
    synced$.subscribe(() => {
      if (toReconcile) void reconcile();
    }),
  );
  return subscription;
}
