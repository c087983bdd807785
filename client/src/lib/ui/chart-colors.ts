/**
 * Chart colours as Chakra's CSS variables, so charts follow the light and dark themes without
 * knowing which one is on (SVG presentation attributes accept var()).
 */
export const CHART_COLORS = {
  primary: 'var(--chakra-colors-teal-solid)',
  secondary: 'var(--chakra-colors-orange-solid)',
  muted: 'var(--chakra-colors-fg-subtle)',
  grid: 'var(--chakra-colors-border)',
  text: 'var(--chakra-colors-fg-muted)',
  tooltipBg: 'var(--chakra-colors-bg-panel)',
} as const;

/** Distinct series colours for lists (strategies, debts), readable in both themes. */
export const SERIES_COLORS = [
  'var(--chakra-colors-teal-solid)',
  'var(--chakra-colors-orange-solid)',
  'var(--chakra-colors-purple-solid)',
  'var(--chakra-colors-blue-solid)',
  'var(--chakra-colors-pink-solid)',
  'var(--chakra-colors-green-solid)',
  'var(--chakra-colors-gray-solid)',
  'var(--chakra-colors-cyan-solid)',
  'var(--chakra-colors-red-solid)',
  'var(--chakra-colors-yellow-solid)',
] as const;

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];
}
