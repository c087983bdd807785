import type { Subscription, SubscriptionDocument } from '@schemas/index';
import { insertUnlessExists, toPlain } from '../crdt-writes';
import { loggerOf, nowIso, type DataContext } from '../data-context';
import { defaultSubscription } from './default-subscription';

/**
 * The signed-in user's subscription. A user without one gets the default local subscription
 * (active, free), which is saved. Spec §8: when loading fails, the default free subscription is
 * returned (not saved) and the error logged — the app never blocks on its tier.
 */
export async function loadSubscription(ctx: DataContext): Promise<Subscription> {
  const at = nowIso(ctx);
  try {
    if (!ctx.uid) throw new Error('Not signed in: no user id to load a subscription for');
    const existing = await ctx.db.subscriptions.findOne({ selector: { uid: ctx.uid }, sort: [{ id: 'asc' }] }).exec();
    if (existing) return toPlain(existing);
    const { doc } = await insertUnlessExists(ctx.db.subscriptions, defaultSubscription(ctx.uid, at) as SubscriptionDocument);
    return toPlain(doc);
  } catch (error) {
    loggerOf(ctx).error('[PaydownDB] loadSubscription failed; using the default free subscription', error);
    return defaultSubscription(ctx.uid, at);
  }
}
