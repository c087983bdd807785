/** The three theme choices (spec §2); 'system' follows the operating system and is the default. */
export type ThemePreference = 'light' | 'dark' | 'system';

export const THEME_STORAGE_KEY = 'theme';

export function readThemePreference(): ThemePreference {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

export function systemPrefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Sets the class Chakra's dark condition reads; index.html's inline theme script does the same before React loads. */
export function applyTheme(resolved: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
