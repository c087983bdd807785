import { ACTIVE_SUBSCRIPTION_STATUS, type Subscription } from '@schemas/index';

/**
 * The default local subscription (spec §3): active, free tier, no end date, no platform, no
 * purchase token, no auto-renew. One per user: its id is the uid.
 */
export function defaultSubscription(uid: string, at: string): Subscription {
  return {
    id: uid,
    uid,
    userId: uid,
    status: ACTIVE_SUBSCRIPTION_STATUS,
    tier: 'free',
    autoRenew: false,
    createdAt: at,
    updatedAt: at,
  };
}
