import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_ACCENT, applyAccent, readAccentPreference, saveAccentPreference, type Accent } from './accent';
import { ThemeContext, type ThemeApi } from './theme-context';
import { THEME_STORAGE_KEY, applyTheme, readThemePreference, systemPrefersDark, type ThemePreference } from './theme-preference';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Class-based light/dark theme; follows the system while the preference is 'system'. Also keeps
 * the accent colour chosen on this device, shown while allowed (the signed-in app knows the tier).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(readThemePreference);
  const [accent, setAccentState] = useState<Accent>(readAccentPreference);
  const [accentAllowed, setAccentAllowed] = useState(true);
  const shownAccent = accentAllowed ? accent : DEFAULT_ACCENT;
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark);
  const resolved = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;

  useEffect(() => {
    applyTheme(resolved);
  }, [resolved]);

  useEffect(() => {
    applyAccent(shownAccent);
  }, [shownAccent]);

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
      accent,
      setAccent(next) {
        saveAccentPreference(next);
        setAccentState(next);
      },
      setAccentAllowed,
    }),
    [preference, resolved, accent],
  );
  return <ThemeContext.Provider value={api}>{children}</ThemeContext.Provider>;
}
