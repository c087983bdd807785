import { createSystem, defaultConfig } from '@chakra-ui/react';
import { theme } from './theme';

/**
 * Chakra's design system with Paydown's theme: the one source of every token and recipe. The
 * Chakra provider of the screens that use Chakra's runtime (app/chakra-scope.tsx) runs it, and the
 * build renders the static stylesheet of the first screens from it (scripts/vite-chakra-css.ts).
 * Importing it evaluates Chakra, so the first screens never do (they use the static classes).
 */
export const system = createSystem(defaultConfig, theme);
