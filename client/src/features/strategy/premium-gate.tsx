import type { ReactNode } from 'react';

/**
 * What-if scenarios are free (data/subscriptions/premium-features.ts): the strategy screen's former
 * Premium gate now shows them to everyone. Only until the screen stops wrapping them in it.
 */
export function PremiumGate({ children }: { feature: 'what-if-scenarios'; children: ReactNode }) {
  return <>{children}</>;
}
