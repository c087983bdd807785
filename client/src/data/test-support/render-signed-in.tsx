import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import type { ReactNode } from 'react';
import type { AuthApi } from '@/lib/auth/auth-context';
import { renderSignedInPlain, signedInAuth, type SignedInRender } from './render-signed-in-plain';

export { signedInAuth, type SignedInRender } from './render-signed-in-plain';

/**
 * Renders `ui` as the app would for a signed-in user, inside Chakra's provider (the screens built
 * with Chakra): see renderSignedInPlain for the rest.
 */
export function renderSignedIn(ui: ReactNode, database: Parameters<typeof renderSignedInPlain>[1], auth: AuthApi = signedInAuth()): SignedInRender {
  return renderSignedInPlain(ui, database, auth, (tree) => <ChakraProvider value={system}>{tree}</ChakraProvider>);
}
