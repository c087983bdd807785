import {
  ACTIVE_SUBSCRIPTION_STATUS,
  SUBSCRIPTION_TIERS,
  type Subscription,
  type SubscriptionDocument,
  type SubscriptionTier,
} from '@schemas/index';
import { insertUnlessExists, toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { checkOneOf } from '../field-checks';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { defaultSubscription } from './default-subscription';

/**
 * Changes the user's tier (spec §4): sets the chosen tier, status active and start date now, saved
 * locally. No payment happens here (payment-provider calls are not part of the spec).
 */
export function upgradeSubscription(ctx: DataContext, tier: SubscriptionTier): Promise<WriteResult<Subscription>> {
  return runWrite(ctx, 'upgradeSubscription', async () => {
    const message = checkOneOf('tier', tier, SUBSCRIPTION_TIERS, true);
    if (message) throw new InvalidInputError({ tier: message });

    const at = nowIso(ctx);
    const { doc } = await insertUnlessExists(ctx.db.subscriptions, defaultSubscription(ctx.uid, at) as SubscriptionDocument);
    const saved = await updateDocument(doc, {
      ifMatch: { $set: { tier, status: ACTIVE_SUBSCRIPTION_STATUS, startDate: at, updatedAt: at } },
    });
    return toPlain(saved);
  });
}
