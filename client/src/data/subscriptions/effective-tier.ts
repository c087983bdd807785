import { ACTIVE_SUBSCRIPTION_STATUS, type Subscription, type SubscriptionTier } from '@schemas/index';

const PREMIUM_TIERS: readonly SubscriptionTier[] = ['premium_monthly', 'premium_yearly'];

/** Spec §4: only an active subscription gives its tier; anything else (or none) is free. */
export function effectiveTier(subscription: Pick<Subscription, 'status' | 'tier'> | null | undefined): SubscriptionTier {
  return subscription?.status === ACTIVE_SUBSCRIPTION_STATUS ? subscription.tier : 'free';
}

/** Spec §4: premium means premium_monthly or premium_yearly. */
export function isPremiumTier(tier: SubscriptionTier): boolean {
  return PREMIUM_TIERS.includes(tier);
}

/** Whether the subscription gives premium now (active and a premium tier). */
export function isPremium(subscription: Pick<Subscription, 'status' | 'tier'> | null | undefined): boolean {
  return isPremiumTier(effectiveTier(subscription));
}

/** The tier's name as the account menu shows it (spec §2): underscores become spaces. */
export function tierLabel(tier: SubscriptionTier): string {
  return tier.replace(/_/g, ' ');
}
