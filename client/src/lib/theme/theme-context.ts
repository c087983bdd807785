import { createContext, useContext } from 'react';
import type { ThemePreference } from './theme-preference';

export interface ThemeApi {
  preference: ThemePreference;
  resolved: 'light' | 'dark';
  setPreference(preference: ThemePreference): void;
}

export const ThemeContext = createContext<ThemeApi | null>(null);

export function useTheme(): ThemeApi {
  const api = useContext(ThemeContext);
  if (!api) throw new Error('useTheme must be used inside <ThemeProvider>');
  return api;
}
