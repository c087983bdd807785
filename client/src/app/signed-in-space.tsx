import { Suspense, lazy, useCallback, type ReactNode } from 'react';
import { getDatabase } from '@/data/create-database';
import { databaseNameFor } from '@/data/database-name';
import { DatabaseProvider } from '@/data/database-provider';
import { SyncProvider } from '@/data/sync/sync-provider';
import { openServerSession } from '@/lib/auth/server-session';
import { loadFirebaseSession } from '@/lib/firebase';
import { DatabaseFailedPage } from './database-failed-page';
import { useToastsWanted } from './toast-demand';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

async function ensureSession(): Promise<boolean> {
  const { auth } = await loadFirebaseSession();
  return auth.currentUser ? openServerSession(auth.currentUser) : false;
}

/**
 * Everything a signed-in person's screens stand on: their own local database and its sync, and
 * the toasts once something raises one. UserSpace mounts it once per uid, so signing out (or a
 * different person signing in) closes the previous user's database and stops its sync.
 *
 * A chunk of its own (signed-in-code.ts): the login screen never loads the database or the sync
 * engine. Chakra is not here: the screens that use it bring it (chakra-scope.tsx).
 */
export function SignedInSpace({ uid, children }: { uid: string; children: ReactNode }) {
  const open = useCallback(() => getDatabase({ name: databaseNameFor(uid) }), [uid]);
  const toastsWanted = useToastsWanted();
  return (
    <>
      <DatabaseProvider open={open} failureView={DatabaseFailedPage}>
        <SyncProvider uid={uid} ensureSession={ensureSession}>
          {children}
        </SyncProvider>
      </DatabaseProvider>
      {toastsWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
