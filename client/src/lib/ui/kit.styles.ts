import { staticGlobalStyles, staticRecipe, staticSlotRecipe, staticStyles } from './static-styles';

/*
 * The theme's recipes the UI kit renders, with the variants it offers (each combination is a class
 * of the static stylesheet), and the style props Chakra's own components add to them. A kit
 * control's props are typed from these lists: a variant not listed here is a type error.
 */

export const button = staticRecipe('button', { variant: ['solid', 'subtle', 'outline', 'ghost'], size: ['xs', 'sm', 'md'] }, { variant: 'solid', size: 'md' });
export const badge = staticRecipe('badge', { variant: ['subtle', 'solid'], size: ['sm', 'lg'] }, { variant: 'subtle', size: 'sm' });
export const heading = staticRecipe('heading', { size: ['sm', 'md', 'lg', 'xl', '2xl'] }, { size: 'xl' });
export const spinner = staticRecipe('spinner', { size: ['inherit', 'sm', 'md'] }, { size: 'md' });
export const skeleton = staticRecipe('skeleton', { variant: ['pulse'] }, { variant: 'pulse' });
export const input = staticRecipe('input', { size: ['md'] }, { size: 'md' });

export const card = staticSlotRecipe('card', ['root', 'header', 'body', 'footer'], { size: ['sm', 'md'] }, { size: 'md' });
const ALERT_SLOTS = ['root', 'indicator', 'content', 'title', 'description'] as const;
export const alert = staticSlotRecipe('alert', ALERT_SLOTS, { status: ['info', 'warning', 'success', 'error', 'neutral'], size: ['sm', 'md'] }, { status: 'info', size: 'md' });
/** The strong red box of a failure (variant solid): the only solid alert the app shows. */
export const solidAlert = staticSlotRecipe('alert', ALERT_SLOTS, { status: ['error'], variant: ['solid'] }, { status: 'error', variant: 'solid' });
export const menu = staticSlotRecipe('menu', ['content', 'item', 'itemGroupLabel', 'itemIndicator', 'separator'], { size: ['md'] }, { size: 'md' });
export const progress = staticSlotRecipe('progress', ['root', 'track', 'range'], { size: ['xs', 'md', 'lg'] }, { size: 'md' });
export const stat = staticSlotRecipe('stat', ['root', 'label', 'valueText', 'helpText'], { size: ['md'] }, { size: 'md' });
export const avatar = staticSlotRecipe('avatar', ['root', 'image', 'fallback'], { size: ['sm', 'md', 'xl'] }, { size: 'md' });
export const field = staticSlotRecipe('field', ['root', 'label', 'helperText', 'errorText'], { orientation: ['vertical'] }, { orientation: 'vertical' });
export const tabs = staticSlotRecipe('tabs', ['root', 'list', 'trigger'], { variant: ['enclosed'], fitted: ['true'] }, { variant: 'enclosed', fitted: 'true' });
export const table = staticSlotRecipe('table', ['root', 'row', 'columnHeader', 'cell'], { size: ['sm'] }, { size: 'sm' });
/** A table's header that stays in view while its rows scroll (Chakra's `stickyHeader`). */
export const stickyTable = staticSlotRecipe('table', ['header'], { size: ['sm'], stickyHeader: ['true'] }, { size: 'sm', stickyHeader: 'true' });

/** Chakra's `colorPalette`, for the palettes the app uses. */
export const palette = staticStyles('palette', {
  gray: { colorPalette: 'gray' },
  accent: { colorPalette: 'accent' },
  blue: { colorPalette: 'blue' },
  green: { colorPalette: 'green' },
  orange: { colorPalette: 'orange' },
  red: { colorPalette: 'red' },
  purple: { colorPalette: 'purple' },
});
export type Palette = keyof typeof palette;

/** The style props that Chakra's components put on the recipe's parts (button/icon-button.js, loader/loader.js…). */
export const parts = staticStyles('kit', {
  iconButton: { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
  // A busy button: its label keeps the button's width, hidden under a spinner in the middle.
  loaderSpinner: { borderWidth: '0.125em', color: 'inherit' },
  loaderCenter: { position: 'absolute', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', insetStart: '50%', top: '50%', translate: '-50% -50%' },
  loaderHidden: { visibility: 'hidden', display: 'contents' },
  // A button that is a link (Chakra's asChild) draws no underline.
  link: { textDecoration: 'none' },
  // Chakra's ButtonGroup attached: one row of buttons sharing their inner borders.
  attached: {
    display: 'inline-flex',
    '& > *:first-of-type:not(:last-of-type)': { borderEndRadius: '0' },
    '& > *:not(:first-of-type):not(:last-of-type)': { borderRadius: '0' },
    '& > *:not(:first-of-type):last-of-type': { borderStartRadius: '0' },
    '& > *:not(:first-of-type)': { marginInlineStart: '-1px' },
  },
  tableEnd: { textAlign: 'end' },
  // Where a chart will be, while its code loads (its height is the chart's).
  chartFallback: { borderRadius: 'md' },
  srOnly: { srOnly: true },
});

/**
 * The few rules for the whole page, outside Chakra's layers as the app always had them: one focus
 * ring for everything focusable; icons as tall as their text (lucide draws 24 px squares) unless a
 * recipe part sizes them; and the class the start-up copy's status line uses (index.html).
 */
export const page = staticGlobalStyles({
  ':focus-visible': { outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' },
  'svg.lucide': { width: '1em', height: '1em' },
  '.visually-hidden': { srOnly: true },
});
