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
  // The goals' legend, and the goals two by two from sm up.
  legend: { marginBottom: '2' },
  goals: { display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '2' },
  // The recommendation's note that it is the chosen strategy, a little below its reason.
  chosen: { marginTop: '1' },
  // Saving the plan: its status above its button on phones, beside it from md up.
  savePlan: {
    display: 'flex',
    gap: '4',
    flexDirection: { base: 'column', md: 'row' },
    alignItems: { base: 'stretch', md: 'center' },
    justifyContent: 'space-between',
  },
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
  sectionBar: {
    position: 'sticky',
    top: '14',
    zIndex: 'docked',
    bg: 'bg.subtle',
    borderBottomWidth: '1px',
    marginInline: { base: '-3', md: '-6' },
    paddingInline: { base: '3', md: '6' },
    paddingBlock: '2',
  },
  sectionList: { display: 'flex', flexWrap: 'wrap', gap: '1', listStyleType: 'none', margin: '0', padding: '1' },
  sectionLink: { whiteSpace: 'nowrap', paddingInline: { base: '1.5', sm: '2.5' } },
});

/** The strategy screen's layout around the kit's cards, headings and buttons: Chakra's Stack, HStack, SimpleGrid and Text as static classes. */
export const layout = staticStyles('strategy-layout', {
  stack6: { display: 'flex', flexDirection: 'column', gap: '6' },
  stack4: { display: 'flex', flexDirection: 'column', gap: '4' },
  stack2: { display: 'flex', flexDirection: 'column', gap: '2' },
  stack1: { display: 'flex', flexDirection: 'column', gap: '1' },
  // A part of the page the sections bar links to: a little room between the bar and the section it scrolled to.
  section: { display: 'flex', flexDirection: 'column', gap: '4', scrollMarginTop: '2' },
  sectionBox: { scrollMarginTop: '2' },
  // Two cards side by side from lg up.
  twoColumns: { display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4', alignItems: 'start', scrollMarginTop: '2' },
  // The plan's four figures: two by two on phones.
  tiles: { display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '3' },
  working: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', paddingBlock: '6' },
  row2: { display: 'flex', alignItems: 'center', gap: '2' },
  wrapRow2: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2' },
  // A table that scrolls sideways inside its frame.
  scrollBox: { overflowX: 'auto', borderWidth: '1px', borderRadius: 'md' },
  muted: { color: 'fg.muted' },
  medium: { fontWeight: 'medium' },
  small: { fontSize: 'sm' },
  fine: { fontSize: 'xs' },
  // The plan's one-line description, close under its heading.
  underHeading: { marginTop: '-2' },
  saveState: { fontSize: 'xs', marginTop: '3', color: 'fg.muted' },
  // A failure said in words (the save state, a goal not saved).
  error: { color: 'fg.error' },
});

/** The strategy settings' layout around Chakra's fields and slider. */
export const settings = staticStyles('strategy-settings', {
  stack: { display: 'flex', flexDirection: 'column', gap: '5' },
  slider: { paddingInline: '1' },
  // $0 and the slider's maximum, under its two ends.
  sliderEnds: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem', fontSize: 'xs', color: 'fg.muted', marginTop: '1' },
  // Side by side only where the card is wide enough for "A number of times each month" (the card takes half the page from lg up).
  extras: { display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(1, minmax(0, 1fr))' }, gap: '4', marginTop: '2' },
});

/** The scenario bar at the top of the page. */
export const scenarioBar = staticStyles('scenario-bar', {
  stack: { display: 'flex', flexDirection: 'column', gap: '3' },
  // The scenario's select and what to do with it, on one line while they fit.
  choice: { display: 'flex', alignItems: 'end', flexWrap: 'wrap', gap: '3' },
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2' },
  naming: { display: 'flex', flexDirection: 'column', gap: '2', borderWidth: '1px', borderRadius: 'md', padding: '3', bg: 'bg.subtle' },
});
