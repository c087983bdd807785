import { defineConfig } from '@chakra-ui/react';

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
 * - the success, warning and error text colours on light backgrounds (the sync status, form
 *   errors; 3.3 to 3.8:1): the palette's text shade, as Chakra's own `<palette>.fg`.
 */
export const theme = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
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
