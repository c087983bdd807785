import type { SubscriptionTier } from '@schemas/index';
import { isPremiumTier } from './effective-tier';

/**
 * What Premium unlocks: the one list the subscription screen describes and every gate checks.
 * Premium adds conveniences on top of the plan; it never withholds the user's own data, recording
 * debts and payments, or any number of the strategy comparison (those are in FREE_FOREVER).
 */
export const PREMIUM_FEATURES = [
  {
    id: 'what-if-scenarios',
    name: 'What-if scenarios',
    description:
      'See, side by side with your plan, how much sooner you would be debt-free and how much interest you would save by paying $50, $100, $200 or an amount of your choice more each month.',
    /** The screen it is on. */
    screen: { path: '/strategy', name: 'Strategy' },
  },
] as const;

export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];
export type PremiumFeatureId = PremiumFeature['id'];

/** What every tier keeps, stated on the subscription screen so nobody wonders what a downgrade takes away. */
export const FREE_FOREVER = [
  'Unlimited debts and payments',
  'All seven payoff strategies compared, with every number',
  'Saving your plan, the month-by-month schedule and printing it',
  'Progress tracking and sync across your devices',
  'Your own data, always: nothing you record is ever locked',
] as const;

export function premiumFeature(id: PremiumFeatureId): PremiumFeature {
  const feature = PREMIUM_FEATURES.find((entry) => entry.id === id);
  if (!feature) throw new Error(`Unknown premium feature: ${id}`);
  return feature;
}

/** Whether a tier may use a feature: every premium feature needs a premium tier (premium_monthly or premium_yearly). */
export function canUseFeature(id: PremiumFeatureId, tier: SubscriptionTier): boolean {
  premiumFeature(id);
  return isPremiumTier(tier);
}
