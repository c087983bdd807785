import { staticStyles } from '@/lib/ui/static-styles';

/** What the strategy screen adds to the kit's cards, headings and buttons. */
export const strategy = staticStyles('strategy', {
  alignStart: { alignSelf: 'start' },
  // Tables whose figures stay on one line (the box around them scrolls sideways instead).
  nowrap: { whiteSpace: 'nowrap' },
  top: { verticalAlign: 'top' },
  strong: { fontWeight: 'semibold' },
  never: { color: 'fg.error' },
  saved: { color: 'fg.success' },
  // The what-if row of the amount the person typed.
  mine: { bg: 'purple.subtle' },
  noShrink: { flexShrink: '0' },
  // The recommendation's button, a little below its reason.
  useRecommended: { alignSelf: 'start', marginTop: '2' },
  // An accordion's heading fills the row, pushing the indicator to the end.
  grow: { flex: '1' },
  // A saved plan that no longer matches the numbers on the screen.
  unsaved: { borderColor: 'accent.muted' },
  // One strategy of the comparison, as a list item; the chosen one tinted.
  comparisonRow: { listStyleType: 'none' },
  comparisonChosen: { bg: 'accent.subtle' },
  comparisonBody: { gap: '2' },
  // The sections bar's links: one line each, and narrower sides on phones so the five fit 390 px.
  sectionLink: { whiteSpace: 'nowrap', paddingInline: { base: '1.5', sm: '2.5' } },
});
