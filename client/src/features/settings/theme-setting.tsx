import { HStack, RadioGroup } from '@chakra-ui/react';
import { useTheme } from '@/lib/theme/theme-context';
import type { ThemePreference } from '@/lib/theme/theme-preference';
import { SettingsSection } from './settings-section';

const CHOICES: readonly { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** Light, dark or the system's choice (spec §2); the same preference as the header's switch. */
export function ThemeSetting() {
  const { preference, setPreference } = useTheme();
  return (
    <SettingsSection title="Appearance" description="Light, dark, or follow your device's setting.">
      <RadioGroup.Root value={preference} onValueChange={(details) => setPreference(details.value as ThemePreference)} aria-label="Theme">
        <HStack gap="6" wrap="wrap">
          {CHOICES.map((choice) => (
            <RadioGroup.Item key={choice.value} value={choice.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </SettingsSection>
  );
}
