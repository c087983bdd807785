import { staticStyles } from '@/lib/ui/static-styles';

/** What the strategy screen adds to the kit's cards, headings and buttons. */
export const strategy = staticStyles('strategy', {
  alignStart: { alignSelf: 'start' },
  noShrink: { flexShrink: '0' },
  // The recommendation's button, a little below its reason.
  useRecommended: { alignSelf: 'start', marginTop: '2' },
  // An accordion's heading fills the row, pushing the indicator to the end.
  grow: { flex: '1' },
  // A saved plan that no longer matches the numbers on the screen.
  unsaved: { borderColor: 'teal.muted' },
  // One strategy of the comparison, as a list item; the chosen one tinted.
  comparisonRow: { listStyleType: 'none' },
  comparisonChosen: { bg: 'teal.subtle' },
  comparisonBody: { gap: '2' },
});
