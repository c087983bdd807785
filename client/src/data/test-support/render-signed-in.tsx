import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AuthApi } from '@/lib/auth/auth-context';
import type { PaydownDatabase } from '../paydown-database';
import { renderSignedInPlain, signedInAuth, type SignedInRender } from './render-signed-in-plain';

export { signedInAuth, type SignedInRender } from './render-signed-in-plain';

/**
 * Renders `ui` as the app would for a signed-in user, inside Chakra's provider (the screens built
 * with Chakra): see renderSignedInPlain for the rest.
 */
export function renderSignedIn(ui: ReactNode, database: PaydownDatabase | Error | null, auth: AuthApi = signedInAuth()): SignedInRender {
  return renderSignedInPlain(ui, database, auth, (tree) => <ChakraProvider value={defaultSystem}>{tree}</ChakraProvider>);
}
