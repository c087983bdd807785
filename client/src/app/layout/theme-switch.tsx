import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useTheme } from '@/lib/theme/theme-context';
import type { ThemePreference } from '@/lib/theme/theme-preference';

const choices: Array<{ value: ThemePreference; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export function ThemeSwitch() {
  const { preference, resolved, setPreference } = useTheme();
  const CurrentIcon = preference === 'system' ? MonitorIcon : resolved === 'dark' ? MoonIcon : SunIcon;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Theme: ${preference}`}>
          <CurrentIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup
                value={preference}
                onValueChange={(details) => setPreference(details.value as ThemePreference)}
              >
                {choices.map((choice) => (
                  <Menu.RadioItem key={choice.value} value={choice.value}>
                    {choice.label}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
