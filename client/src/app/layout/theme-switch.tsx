import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useTheme } from '@/lib/theme/theme-context';
import type { ThemePreference } from '@/lib/theme/theme-preference';
import { buttonClass } from '@/lib/ui/plain-button';
import { PlainMenu, PlainMenuContent, PlainMenuGroup, PlainMenuRadioItem, PlainMenuTrigger } from '@/lib/ui/plain-menu';

const choices: Array<{ value: ThemePreference; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** Light, dark or as the system: a plain menu (no Chakra runtime in the header). */
export function ThemeSwitch() {
  const { preference, resolved, setPreference } = useTheme();
  const CurrentIcon = preference === 'system' ? MonitorIcon : resolved === 'dark' ? MoonIcon : SunIcon;
  return (
    <PlainMenu>
      <PlainMenuTrigger className={buttonClass({ variant: 'ghost', size: 'sm' }, 'icon-button')} aria-label={`Theme: ${preference}`}>
        <CurrentIcon aria-hidden />
      </PlainMenuTrigger>
      <PlainMenuContent minWidth="10rem">
        <PlainMenuGroup id="theme" label="Theme">
          {choices.map((choice) => (
            <PlainMenuRadioItem
              key={choice.value}
              value={choice.value}
              checked={preference === choice.value}
              onCheck={() => setPreference(choice.value)}
            >
              {choice.label}
            </PlainMenuRadioItem>
          ))}
        </PlainMenuGroup>
      </PlainMenuContent>
    </PlainMenu>
  );
}
