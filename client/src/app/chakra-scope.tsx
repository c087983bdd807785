import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '@/lib/ui/system';

/**
 * Chakra's styling runtime, with the app's theme, for the parts of the app built with Chakra
 * components: the screens other than the dashboard (router.tsx wraps each) and the toasts. The
 * dashboard and the frame around it use the kit's static controls only (lib/ui), so a signed-in
 * start on the dashboard never evaluates Chakra (about 0.7 s of a phone's main thread for its
 * system, and as much again for styling through Emotion).
 *
 * Nesting several is fine: each only provides the same system object; Emotion's cache is global.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
