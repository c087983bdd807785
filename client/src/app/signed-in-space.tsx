import { ChakraProvider } from '@chakra-ui/react';
import { useCallback, type ReactNode } from 'react';
import { getDatabase } from '@/data/create-database';
import { databaseNameFor } from '@/data/database-name';
import { DatabaseProvider } from '@/data/database-provider';
import { SyncProvider } from '@/data/sync/sync-provider';
import { openServerSession } from '@/lib/auth/server-session';
import { loadFirebaseSession } from '@/lib/firebase';
import { runtimeSystem } from './runtime-system';
import { Toaster } from './toaster';

async function ensureSession(): Promise<boolean> {
  const { auth } = await loadFirebaseSession();
  return auth.currentUser ? openServerSession(auth.currentUser) : false;
}

/**
 * Everything a signed-in person's screens stand on: Chakra's styling runtime (with the toasts),
 * their own local database and its sync. UserSpace mounts it once per uid, so signing out (or a
 * different person signing in) closes the previous user's database and stops its sync.
 *
 * A chunk of its own (signed-in-code.ts): the login screen is plain HTML and CSS and never loads
 * Chakra, the database or the sync engine.
 */
export function SignedInSpace({ uid, children }: { uid: string; children: ReactNode }) {
  const open = useCallback(() => getDatabase({ name: databaseNameFor(uid) }), [uid]);
  return (
    <ChakraProvider value={runtimeSystem}>
      <DatabaseProvider open={open}>
        <SyncProvider uid={uid} ensureSession={ensureSession}>
          {children}
        </SyncProvider>
      </DatabaseProvider>
      <Toaster />
    </ChakraProvider>
  );
}
