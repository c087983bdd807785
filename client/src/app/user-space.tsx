import { useCallback, useEffect, type ReactNode } from 'react';
import { getDatabase } from '@/data/create-database';
import { databaseNameFor } from '@/data/database-name';
import { DatabaseProvider } from '@/data/database-provider';
import { SyncProvider } from '@/data/sync/sync-provider';
import { useAuth } from '@/lib/auth/auth-context';
import { auth } from '@/lib/firebase';
import { openServerSession } from '@/lib/auth/server-session';
import { preloadSignedInCode } from './signed-in-code';
import { rememberSignedIn, wasSignedIn } from './signed-in-hint';

async function ensureSession(): Promise<boolean> {
  return auth.currentUser ? openServerSession(auth.currentUser) : false;
}

/**
 * The signed-in person's own local database and its sync, remounted per uid: signing out (or a
 * different person signing in) closes the previous user's database and stops its sync.
 *
 * The database and sync code is not part of the first screen's bundle (the login screen never uses
 * it): DatabaseProvider and SyncProvider import it when they start. On a reload by someone who was
 * signed in, the fetch starts at mount, in parallel with Firebase Auth restoring the session
 * (signed-in-code.ts).
 */
export function UserSpace({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const uid = state.user?.uid ?? null;
  const open = useCallback(() => getDatabase({ name: databaseNameFor(uid ?? '') }), [uid]);

  useEffect(() => {
    if (wasSignedIn()) preloadSignedInCode();
  }, []);

  useEffect(() => {
    // 'loading' says nothing yet: keep the hint until Auth has decided.
    if (state.status !== 'loading') rememberSignedIn(state.status === 'signedIn');
  }, [state.status]);

  if (!uid) return <>{children}</>;
  return (
    <DatabaseProvider key={uid} open={open}>
      <SyncProvider uid={uid} ensureSession={ensureSession}>
        {children}
      </SyncProvider>
    </DatabaseProvider>
  );
}
