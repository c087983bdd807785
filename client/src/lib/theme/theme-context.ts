import { createContext, useContext } from 'react';
import type { Accent } from './accent';
import type { ThemePreference } from './theme-preference';

export interface ThemeApi {
  preference: ThemePreference;
  resolved: 'light' | 'dark';
  setPreference(preference: ThemePreference): void;
  /** The accent colour chosen on this device (a Premium personalisation). */
  accent: Accent;
  setAccent(accent: Accent): void;
  /**
   * Whether the chosen accent is shown (the signed-in app says so once it knows the tier,
   * app/layout/use-accent-for-tier.ts); until then it is, so a Premium member's start shows no
   * flash of the default colour.
   */
  setAccentAllowed(allowed: boolean): void;
}

export const ThemeContext = createContext<ThemeApi | null>(null);

export function useTheme(): ThemeApi {
  const api = useContext(ThemeContext);
  if (!api) throw new Error('useTheme must be used inside <ThemeProvider>');
  return api;
}
