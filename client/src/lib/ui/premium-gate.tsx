import type { ReactNode } from 'react';
import { LockedFeatureCard, type LockedFeature } from './locked-feature-card';

/** Whether the signed-in person may use a feature (from usePremium and canUseFeature), and whether that is still being read. */
export interface FeatureAccess {
  readonly unlocked: boolean;
  readonly isLoading: boolean;
}

/**
 * Shows a premium feature to premium users and, to everyone else, a card saying what it does with
 * a way to unlock it (never a control that silently does nothing). Nothing shows while the tier
 * is being read, so a premium user never sees the lock flash.
 */
export function PremiumGate({ access, feature, children }: { access: FeatureAccess; feature: LockedFeature; children: ReactNode }) {
  if (access.isLoading) return null;
  if (access.unlocked) return <>{children}</>;
  return <LockedFeatureCard feature={feature} />;
}
