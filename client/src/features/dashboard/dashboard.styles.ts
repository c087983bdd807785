import { staticStyles } from '@/lib/ui/static-styles';

/** The dashboard's layout around the kit's cards, tiles and buttons: Chakra's Stack, SimpleGrid, Text and List as static classes. */
export const dashboard = staticStyles('dashboard', {
  stack: { display: 'flex', flexDirection: 'column', gap: '6' },
  stack4: { display: 'flex', flexDirection: 'column', gap: '4' },
  stack3: { display: 'flex', flexDirection: 'column', gap: '3' },
  stack2: { display: 'flex', flexDirection: 'column', gap: '2' },
  muted: { color: 'fg.muted' },
  // Chakra's fontSize only: the line height stays the page's (1.5).
  small: { fontSize: 'sm' },
  fine: { marginTop: '3', fontSize: 'xs' },
  strong: { fontWeight: 'semibold' },
  // One column on phones, more from md.
  tiles: { display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '3' },
  columns: { display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start', gap: '4' },
  steps: { display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3', margin: '0', padding: '0', listStyleType: 'none' },
  // A welcome step: a card whose button sits at the bottom.
  stepBody: { gap: '2' },
  stepNumber: { color: 'accent.fg', fontSize: 'sm', fontWeight: 'semibold' },
  stepAction: { alignSelf: 'flex-start', marginTop: 'auto' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '2' },
  // A card's title line: an icon or a badge beside the heading.
  cardTitle: { display: 'flex', alignItems: 'center', gap: '2' },
  cardTitleSpread: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', justifyContent: 'space-between' },
  link: { textDecoration: 'underline' },
});
