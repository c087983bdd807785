import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { runtimeSystem } from './runtime-system';

/**
 * Chakra's styling runtime for the parts of the app built with Chakra components: the screens
 * other than the dashboard (router.tsx wraps each), the toasts and the banners' cards. The
 * dashboard and the frame around it are plain elements with static CSS, so a signed-in start on
 * the dashboard never evaluates Chakra (about 0.7 s of a phone's main thread for its default
 * system, and as much again for styling through Emotion).
 *
 * Nesting several is fine: each only provides the same system object; Emotion's cache is global.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={runtimeSystem}>{children}</ChakraProvider>;
}
