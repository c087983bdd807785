import type { SubscriptionTier } from '@schemas/index';
import { formatMoney } from '@/lib/money';

/** A tier as the subscription screen offers it. Prices in cents (spec §9), so sums are exact. */
export interface SubscriptionPlan {
  tier: SubscriptionTier;
  name: string;
  priceCents: number;
  /** What the price pays for; null for the free tier. */
  period: 'month' | 'year' | null;
}

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  { tier: 'free', name: 'Free', priceCents: 0, period: null },
  { tier: 'premium_monthly', name: 'Premium monthly', priceCents: 499, period: 'month' },
  { tier: 'premium_yearly', name: 'Premium yearly', priceCents: 3999, period: 'year' },
];

export function planOf(tier: SubscriptionTier, plans: readonly SubscriptionPlan[] = SUBSCRIPTION_PLANS): SubscriptionPlan {
  const plan = plans.find((entry) => entry.tier === tier);
  if (!plan) throw new Error(`No plan for tier ${tier}`);
  return plan;
}

/** "$4.99 per month", "$39.99 per year", "Free". */
export function priceLabel(plan: SubscriptionPlan): string {
  return plan.period ? `${formatMoney(plan.priceCents / 100)} per ${plan.period}` : 'Free';
}

/** What paying yearly saves against twelve monthly payments, in cents and as a whole percentage. */
export function yearlySaving(plans: readonly SubscriptionPlan[] = SUBSCRIPTION_PLANS): { cents: number; percent: number } {
  const twelveMonths = 12 * planOf('premium_monthly', plans).priceCents;
  const cents = twelveMonths - planOf('premium_yearly', plans).priceCents;
  return { cents, percent: twelveMonths === 0 ? 0 : Math.round((cents / twelveMonths) * 100) };
}

/** "Save $19.89 a year (33%) against paying monthly". */
export function yearlySavingLabel(): string {
  const { cents, percent } = yearlySaving();
  return `Save ${formatMoney(cents / 100)} a year (${percent}%) against paying monthly`;
}

export type TierChange = 'current' | 'upgrade' | 'switch' | 'downgrade';

/** What choosing `target` means for someone on `current`: the words on its button. */
export function tierChange(current: SubscriptionTier, target: SubscriptionTier): TierChange {
  if (current === target) return 'current';
  if (target === 'free') return 'downgrade';
  return current === 'free' ? 'upgrade' : 'switch';
}
