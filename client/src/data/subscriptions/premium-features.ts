import type { SubscriptionTier } from '@schemas/index';
import { isPremiumTier } from './effective-tier';

/**
 * What Premium adds: the one list the subscription screen describes and every gate checks.
 * Premium is how people who find Paydown useful pay for it (no ads, no selling data). It adds
 * personal touches that never touch the truth about one's debts: everything about your debts,
 * your plan, scenarios and exports stays free (FREE_FOREVER).
 */
export const PREMIUM_FEATURES = [
  {
    id: 'accent-colours',
    name: 'Accent colours',
    description: 'Make Paydown yours: pick the colour of its buttons, links and charts (teal, blue, purple or pink).',
    /** The screen it is on. */
    screen: { path: '/settings', name: 'Settings' },
  },
] as const;

export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];
export type PremiumFeatureId = PremiumFeature['id'];

/** What every tier keeps, stated on the subscription screen so nobody wonders what a downgrade takes away. */
export const FREE_FOREVER = [
  'Unlimited debts and payments',
  'All seven payoff strategies compared, with every number',
  'What-if amounts, named scenarios side by side, one-time extra payments and budget changes',
  'Saving your plan, the month-by-month schedule, printing it and exporting it',
  'Progress tracking and sync across your devices',
  'Your own data, always: nothing you record is ever locked, and exports are free',
] as const;

/** Why Premium exists, in the subscription screen's words. */
export const PREMIUM_PROMISE =
  'Premium is how people who find Paydown useful pay for it: no ads, and your data is never sold. It adds personal touches only. Every number about your debts, your plan and its scenarios, and every export, stays free.';

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
