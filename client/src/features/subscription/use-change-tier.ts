import { useState } from 'react';
import type { SubscriptionTier } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { upgradeSubscription } from '@/data/subscriptions/upgrade-subscription';
import { planOf } from './subscription-plans';

export interface TierChangeOutcome {
  ok: boolean;
  tier: SubscriptionTier;
  text: string;
}

/**
 * Changing tier (spec §4): the chosen tier, status active and start date now, written to the local
 * subscription and synced like any other change. No payment provider is involved.
 */
export function useChangeTier(ctx: DataContext | null) {
  const [pending, setPending] = useState<SubscriptionTier | null>(null);
  const [outcome, setOutcome] = useState<TierChangeOutcome | null>(null);

  async function changeTier(tier: SubscriptionTier): Promise<void> {
    if (!ctx) return;
    setPending(tier);
    setOutcome(null);
    const result = await upgradeSubscription(ctx, tier);
    setPending(null);
    const name = planOf(tier).name;
    setOutcome(
      result.success
        ? { ok: true, tier, text: tier === 'free' ? `You are on ${name} now. Everything you recorded is still here.` : `You are on ${name} now.` }
        : { ok: false, tier, text: `Could not change your plan to ${name}: ${result.error}` },
    );
  }

  return { changeTier, pending, outcome };
}
