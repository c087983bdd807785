import { staticStyles } from '@/lib/ui/static-styles';

/**
 * The debts screen's static classes around the kit's table, cards, buttons and badges: styled
 * once at build time rather than by Chakra's runtime, which computed and serialized the styles of
 * every element each time it rendered (a debt added on another device took about 15 ms of styling
 * to show).
 */
export const debts = staticStyles('debts', {
  stack: { display: 'flex', flexDirection: 'column', gap: '3' },
  stack4: { display: 'flex', flexDirection: 'column', gap: '4' },
  stack8: { display: 'flex', flexDirection: 'column', gap: '8' },
  note: { color: 'fg.muted', fontSize: 'sm' },
  orderNote: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' },
  error: { color: 'fg.error' },
  muted: { color: 'fg.muted' },
  warning: { color: 'fg.warning' },
  // A note across every column of the form's grid.
  fullRow: { gridColumn: '1 / -1' },
  // Four across from 1024 px: at tablet width a quarter is too narrow for "$16,200.00" in the tile's size.
  tiles: { display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '3' },

  // The table, in a bordered panel that scrolls sideways when it must.
  tablePanel: { position: 'relative', overflowX: 'auto', bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', borderRadius: 'md' },
  fit: { width: '1%', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  small: { fontSize: 'sm' },
  order: { display: 'flex', alignItems: 'center', gap: '1' },
  // The table's headings, buttons that sort.
  sortButtons: { display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  sortButtonsEnd: { justifyContent: 'flex-end' },
  sortButton: {
    display: 'inline-flex', alignItems: 'center', gap: '1', font: 'inherit', fontWeight: 'inherit', color: 'inherit', bg: 'transparent', border: '0', padding: '0', cursor: 'pointer', borderRadius: 'xs',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  sortActive: { color: 'fg' },
  sortIcon: { width: '3', height: '3', flexShrink: '0' },

  // Above the list: search, filters, the sort on phones; below it, the pages.
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' },
  search: { flex: '1 1 16rem', minWidth: '0' },
  toolbarField: { flex: '0 1 11rem', minWidth: '8rem' },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', fontSize: 'sm', color: 'fg.muted' },
  noMatch: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', padding: '4', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg.panel' },
  pagerButtons: { display: 'flex', alignItems: 'center', gap: '2' },
  paidMark: { textAlign: 'center', fontSize: 'sm' },
  // A debt's place in the order, outside "Change order".
  priority: { textAlign: 'center', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' },
  nameStack: { display: 'flex', flexDirection: 'column', gap: '0.5' },
  nameLine: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
  name: { fontWeight: 'medium' },
  details: { fontSize: 'xs' },
  // "due 15th", under the minimum.
  due: { display: 'block' },
  // A debt's name, a link to its own page.
  nameLink: { color: 'inherit', textDecoration: 'none', _hover: { textDecoration: 'underline' }, _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px', borderRadius: 'xs' } },

  // A debt's buttons.
  buttons: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '1', flexWrap: 'wrap' },
  buttonsNowrap: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '1', flexWrap: 'nowrap' },
  moveButtons: { display: 'flex', alignItems: 'center', gap: '0.5' },
  danger: { color: 'fg.error' },

  // A debt as a card, as a list item: one column on phones, two on tablets.
  cardList: { display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: '3', margin: '0', padding: '0' },
  card: { listStyleType: 'none' },
  cardBody: { gap: '2' },
  cardTop: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2' },
  cardTitle: { display: 'flex', flexDirection: 'column', minWidth: '0' },
  cardName: { fontWeight: 'semibold', overflowWrap: 'anywhere' },
  cardBadge: { marginInlineStart: '2', verticalAlign: 'middle' },
  cardAmounts: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: '2' },
  cardBalance: { fontSize: 'xl', fontWeight: 'semibold' },
  cardSmall: { fontSize: 'sm' },
  cardFine: { fontSize: 'xs' },
  cardUsed: { marginTop: '1' },
});
