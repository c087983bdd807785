import { Box, HStack, RadioGroup } from '@chakra-ui/react';
import { canUseFeature, premiumFeature } from '@/data/subscriptions/premium-features';
import { usePremium } from '@/data/subscriptions/use-premium';
import { ACCENTS, type Accent } from '@/lib/theme/accent';
import { useTheme } from '@/lib/theme/theme-context';
import { PremiumGate } from '@/lib/ui/premium-gate';
import { SettingsSection } from './settings-section';

const FEATURE = premiumFeature('accent-colours');

/** The app's accent colour, beside the theme: a Premium personalisation; free members see what it is and where to get it. */
export function AccentSetting() {
  const { accent, setAccent } = useTheme();
  const { tier, isLoading } = usePremium();
  return (
    <PremiumGate access={{ unlocked: canUseFeature(FEATURE.id, tier), isLoading }} feature={FEATURE}>
      <SettingsSection title="Accent colour" description="The colour of Paydown's buttons, links and charts, on this device.">
        <RadioGroup.Root value={accent} onValueChange={(details) => setAccent(details.value as Accent)} aria-label="Accent colour">
          <HStack gap="6" wrap="wrap">
            {ACCENTS.map((choice) => (
              <RadioGroup.Item key={choice.value} value={choice.value} colorPalette={choice.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <Box aria-hidden w="4" h="4" borderRadius="full" bg={`${choice.value}.solid`} />
                <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </SettingsSection>
    </PremiumGate>
  );
}
