import { useEffect } from 'react';
import { canUseFeature } from '@/data/subscriptions/premium-features';
import { usePremium } from '@/data/subscriptions/use-premium';
import { useTheme } from '@/lib/theme/theme-context';

/**
 * Shows the accent colour chosen on this device only while the signed-in person has Premium
 * (premium-features.ts, 'accent-colours'): after a downgrade the app is teal again, and the choice
 * comes back with Premium. Signing out (the frame unmounts) goes back to the default too.
 */
export function useAccentForTier(): void {
  const { tier, isLoading } = usePremium();
  const { setAccentAllowed } = useTheme();
  useEffect(() => {
    if (!isLoading) setAccentAllowed(canUseFeature('accent-colours', tier));
  }, [isLoading, tier, setAccentAllowed]);
  useEffect(() => () => setAccentAllowed(false), [setAccentAllowed]);
}
