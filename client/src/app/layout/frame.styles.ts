import { staticGlobalStyles, staticStyles } from '@/lib/ui/static-styles';

/**
 * The signed-in frame (header, navigation, sync status, page area) as static classes: it renders
 * at every signed-in start, which then never has to evaluate Chakra (see app/chakra-scope.tsx).
 */
export const frame = staticStyles('frame', {
  root: { minHeight: '100dvh', bg: 'bg.subtle' },
  // Room at the bottom for the phones' fixed bottom bar, so it never covers the page's last controls.
  main: { maxWidth: '6xl', marginInline: 'auto', paddingTop: '6', paddingInline: { base: '3', md: '6' }, paddingBottom: { base: '24', md: '10' } },
  header: { position: 'sticky', top: '0', zIndex: 'sticky', bg: 'bg.panel', borderBottomWidth: '1px', borderColor: 'border' },
  bar: { display: 'flex', alignItems: 'center', gap: '6', maxWidth: '6xl', height: '14', marginInline: 'auto', paddingInline: { base: '3', md: '6' } },
  brand: { display: 'flex', alignItems: 'center', gap: '2' },
  // Chakra's Heading of size md, in bold.
  name: { fontWeight: 'bold', letterSpacing: 'tight' },
  tools: { display: 'flex', alignItems: 'center', gap: '2', marginInlineStart: 'auto' },
  desktopNav: { display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '1' },
  bottomBar: {
    position: 'fixed',
    insetInline: '0',
    bottom: '0',
    zIndex: 'sticky',
    display: { base: 'flex', md: 'none' },
    justifyContent: 'space-around',
    paddingBottom: 'env(safe-area-inset-bottom)',
    bg: 'bg.panel',
    borderTopWidth: '1px',
    borderColor: 'border',
  },
  navLink: {
    paddingBlock: '1.5',
    paddingInline: '3',
    borderRadius: 'md',
    color: 'fg.muted',
    fontWeight: 'medium',
    fontSize: 'sm',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _currentPage: { color: 'accent.fg', bg: 'accent.subtle' },
  },
  bottomBarLink: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '0.5',
    flex: '1',
    paddingTop: '2',
    paddingBottom: '1.5',
    minHeight: '3.25rem',
    color: 'fg.muted',
    _currentPage: { color: 'accent.fg' },
    '& svg.lucide': { width: '5', height: '5' },
  },
  bottomBarLabel: { fontSize: 'xs' },
  // The sync indicator: its colour says the state; the words show from the sm breakpoint up.
  syncStatus: {
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    color: 'fg.muted',
    '&[data-phase=synced]': { color: 'fg.success' },
    '&[data-phase=offline]': { color: 'fg.warning' },
    '&[data-phase=error]': { color: 'fg.error' },
    '& svg.lucide': { width: '4', height: '4' },
  },
  syncLabel: { display: { base: 'none', sm: 'inline' }, fontSize: 'xs' },
});

/**
 * The browser scrolls a focused element clear of the sticky header and of the phone's bottom bar,
 * so the keyboard's focus is never hidden under them (WCAG 2.4.11).
 */
export const frameScrollPadding = staticGlobalStyles({
  html: { scrollPaddingTop: 'calc(var(--chakra-sizes-14) + var(--chakra-spacing-2))', scrollPaddingBottom: { base: 'calc(3.5rem + env(safe-area-inset-bottom))', md: '0' } },
});
