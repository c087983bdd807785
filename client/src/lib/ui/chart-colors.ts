/**
 * Chart colours as Chakra's CSS variables, so charts follow the light and dark themes without
 * knowing which one is on (SVG presentation attributes accept var()).
 */
export const CHART_COLORS = {
  primary: 'var(--chakra-colors-accent-solid)',
  secondary: 'var(--chakra-colors-orange-solid)',
  muted: 'var(--chakra-colors-fg-subtle)',
  grid: 'var(--chakra-colors-border)',
  text: 'var(--chakra-colors-fg-muted)',
  tooltipBg: 'var(--chakra-colors-bg-panel)',
} as const;
