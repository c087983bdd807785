import { defineConfig } from '@chakra-ui/react';
import { ACCENTS, DEFAULT_ACCENT } from '../theme/accent';

/** The shades and the semantic colours of a Chakra palette (what `colorPalette` uses). */
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
const ROLES = ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing', 'border'] as const;
const accentVar = (key: string): `--${string}` => `--paydown-accent-${key}`;

/**
 * The `accent` palette: every shade and role is a variable that names the chosen palette's own
 * (`--paydown-accent-solid: {colors.blue.solid}`), set on the page's root from its
 * `data-accent` (lib/theme/accent.ts; none: the default). Variables of the root, so the palette's
 * light and dark values follow the colour mode as the palette's own do. Rules of the base layer,
 * where they never compete with Chakra's token variables (the accent's own are only these names).
 */
function accentRules(): Record<string, Record<`--${string}`, string>> {
  const rules = (palette: string) =>
    Object.fromEntries([...SHADES, ...ROLES].map((key) => [accentVar(key), `{colors.${palette}.${key}}`]));
  return Object.fromEntries([
    [':root', rules(DEFAULT_ACCENT)],
    ...ACCENTS.filter(({ value }) => value !== DEFAULT_ACCENT).map(({ value }) => [`:root[data-accent=${value}]`, rules(value)]),
  ]);
}

/**
 * For a person who asks for less motion (prefers-reduced-motion), what opens and closes (dialogs
 * and their backdrop, menus: Chakra's parts, marked `data-scope` and `data-state` open or closed)
 * appears and goes at once instead of scaling, sliding and fading. With no animation named, Chakra
 * removes a closed part straight away rather than waiting for its closing animation's end.
 * `!important`: the recipes' open and closed styles set the animation in a later layer.
 */
const REDUCED_MOTION_RULES = {
  '[data-scope][data-state=open], [data-scope][data-state=closed]': { _motionReduce: { animationName: 'none !important' } },
};

/**
 * Paydown's theme: what it changes in Chakra's default one. Everything the app draws comes from
 * here, through Chakra: the screens that run Chakra's runtime style themselves with the system
 * built from it (system.ts), and the static stylesheet of the first screens is rendered from that
 * same system at build time (scripts/vite-chakra-css.ts).
 *
 * Text must stand out from what is behind it by 4.5:1 at least (WCAG 2.2 AA; theme.test.ts checks
 * every pair the app uses). Chakra's defaults fall short in a few places, raised here:
 * - white on the solid teal, green and orange of buttons, badges and banners (3.3 to 3.7:1): the
 *   next shade down;
 * - white on the solid pink (an accent colour, 4.1:1): the next shade down too;
 * - the success, warning and error text colours on light backgrounds (the sync status, form
 *   errors; 3.3 to 3.8:1): the palette's text shade, as Chakra's own `<palette>.fg`.
 */
export const theme = defineConfig({
  globalCss: { ...accentRules(), ...REDUCED_MOTION_RULES },
  theme: {
    tokens: {
      colors: { accent: Object.fromEntries(SHADES.map((shade) => [shade, { value: `var(${accentVar(shade)})` }])) },
    },
    semanticTokens: {
      colors: {
        accent: Object.fromEntries(ROLES.map((role) => [role, { value: `var(${accentVar(role)})` }])),
        pink: { solid: { value: { _light: '{colors.pink.700}', _dark: '{colors.pink.700}' } } },
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } } },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
        fg: {
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
      },
    },
  },
});
