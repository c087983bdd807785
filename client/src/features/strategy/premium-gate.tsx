import type { ReactNode } from 'react';
import { LockedFeatureCard } from './locked-feature-card';
import { canUseFeature, premiumFeature, type PremiumFeatureId } from '@/data/subscriptions/premium-features';
import { usePremium } from '@/data/subscriptions/use-premium';

/**
 * Shows a premium feature to premium users and, to everyone else, a card saying what it does with
 * a way to unlock it (never a control that silently does nothing). Nothing shows while the tier
 * is being read, so a premium user never sees the lock flash.
 */
export function PremiumGate({ feature, children }: { feature: PremiumFeatureId; children: ReactNode }) {
  const { tier, isLoading } = usePremium();
  if (isLoading) return null;
  if (canUseFeature(feature, tier)) return <>{children}</>;
  return <LockedFeatureCard feature={premiumFeature(feature)} />;
}
