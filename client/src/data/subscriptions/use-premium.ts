import type { Subscription, SubscriptionTier } from '@schemas/index';
import { useUid } from '@/lib/auth/use-uid';
import { useDatabaseState } from '../use-database';
import { effectiveTier, isPremiumTier } from './effective-tier';
import { useSubscriptionQuery } from './subscription-query';

export interface PremiumState {
  /** The tier in force (spec §4: an inactive subscription gives free). */
  tier: SubscriptionTier;
  premium: boolean;
  /** The stored subscription, or null until it is read. */
  subscription: Subscription | null;
  /** True until the subscription is known; false once read, or when the database failed (then: free). */
  isLoading: boolean;
}

/** The signed-in user's tier, from the `/api/subscription` cache. The one source every gate and label reads. */
export function usePremium(): PremiumState {
  const uid = useUid();
  const database = useDatabaseState();
  const query = useSubscriptionQuery(uid);
  const subscription = query.data ?? null;
  const tier = effectiveTier(subscription);
  return {
    tier,
    premium: isPremiumTier(tier),
    subscription,
    isLoading: uid !== null && subscription === null && database.status !== 'error',
  };
}
