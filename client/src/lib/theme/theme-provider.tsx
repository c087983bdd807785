import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeContext, type ThemeApi } from './theme-context';
import { THEME_STORAGE_KEY, applyTheme, readThemePreference, systemPrefersDark, type ThemePreference } from './theme-preference';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Class-based light/dark theme; follows the system while the preference is 'system'. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(readThemePreference);
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark);
  const resolved = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;

  useEffect(() => {
    applyTheme(resolved);
  }, [resolved]);

  const api = useMemo<ThemeApi>(
    () => ({
      preference,
      resolved,
      setPreference(next) {
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // Private mode without storage: the choice lasts for this visit only.
        }
        setPreferenceState(next);
      },
    }),
    [preference, resolved],
  );
  return <ThemeContext.Provider value={api}>{children}</ThemeContext.Provider>;
}
