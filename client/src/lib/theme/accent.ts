/**
 * Accent colours (a Premium personalisation, data/subscriptions/premium-features.ts): the colour
 * of the app's primary buttons, links, the current page in the navigation, focus rings and the
 * charts' main line. Each choice is one of Chakra's palettes; the theme's `accent` palette follows
 * the one chosen (lib/ui/theme.ts), so the screens name `accent` and never a fixed colour.
 */
export const ACCENTS = [
  { value: 'teal', label: 'Teal' },
  { value: 'blue', label: 'Blue' },
  { value: 'purple', label: 'Purple' },
  { value: 'pink', label: 'Pink' },
] as const;

export type Accent = (typeof ACCENTS)[number]['value'];

/** Paydown's own colour: what everyone sees unless a Premium member chose another. */
export const DEFAULT_ACCENT: Accent = 'teal';

export const ACCENT_STORAGE_KEY = 'accent';

export function isAccent(value: unknown): value is Accent {
  return ACCENTS.some((accent) => accent.value === value);
}

/** The accent chosen on this device (kept like the theme preference), or the default. */
export function readAccentPreference(): Accent {
  try {
    const saved = localStorage.getItem(ACCENT_STORAGE_KEY);
    return isAccent(saved) ? saved : DEFAULT_ACCENT;
  } catch {
    return DEFAULT_ACCENT;
  }
}

export function saveAccentPreference(accent: Accent): void {
  try {
    localStorage.setItem(ACCENT_STORAGE_KEY, accent);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}

/** The attribute the theme's accent rules read (`html[data-accent=blue]`); none means the default. */
export function applyAccent(accent: Accent): void {
  const root = document.documentElement;
  if (accent === DEFAULT_ACCENT) delete root.dataset.accent;
  else root.dataset.accent = accent;
}
