import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useTheme } from '@/lib/theme/theme-context';
import type { ThemePreference } from '@/lib/theme/theme-preference';
import { IconButton } from '@/lib/ui/button';
import { Menu } from '@/lib/ui/menu';

const choices: Array<{ value: ThemePreference; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** Light, dark or as the system: the kit's Menu (no Chakra runtime in the header). */
export function ThemeSwitch() {
  const { preference, resolved, setPreference } = useTheme();
  const CurrentIcon = preference === 'system' ? MonitorIcon : resolved === 'dark' ? MoonIcon : SunIcon;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Theme: ${preference}`}>
          <CurrentIcon aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Menu.Content minWidth="10rem">
        <Menu.ItemGroup id="theme" label="Theme">
          {choices.map((choice) => (
            <Menu.RadioItem
              key={choice.value}
              value={choice.value}
              checked={preference === choice.value}
              onCheck={() => setPreference(choice.value)}
            >
              {choice.label}
            </Menu.RadioItem>
          ))}
        </Menu.ItemGroup>
      </Menu.Content>
    </Menu.Root>
  );
}
