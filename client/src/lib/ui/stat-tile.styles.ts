import { staticStyles } from './static-styles';

/** What a stat tile adds to Chakra's card and stat recipes (stat-tile.tsx). */
export const tile = staticStyles('stat-tile', {
  root: { height: '100%' },
  // Two tiles share a phone's width: a smaller amount there, which wraps rather than widening its column.
  value: { fontSize: { base: 'xl', md: '2xl' }, overflowWrap: 'anywhere' },
});
