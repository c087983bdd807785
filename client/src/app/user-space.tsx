import { useCallback, type ReactNode } from 'react';
import { getDatabase } from '@/data/create-database';
import { databaseNameFor } from '@/data/database-name';
import { DatabaseProvider } from '@/data/database-provider';
import { SyncProvider } from '@/data/sync/sync-provider';
import { useAuth } from '@/lib/auth/auth-context';
import { auth } from '@/lib/firebase';
import { openServerSession } from '@/lib/auth/server-session';

async function ensureSession(): Promise<boolean> {
  return auth.currentUser ? openServerSession(auth.currentUser) : false;
}

/**
 * The signed-in person's own local database and its sync, remounted per uid: signing out (or a
 * different person signing in) closes the previous user's database and stops its sync.
 */
export function UserSpace({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const uid = state.user?.uid ?? null;
  const open = useCallback(() => getDatabase({ name: databaseNameFor(uid ?? '') }), [uid]);
  if (!uid) return <>{children}</>;
  return (
    <DatabaseProvider key={uid} open={open}>
      <SyncProvider uid={uid} ensureSession={ensureSession}>
        {children}
      </SyncProvider>
    </DatabaseProvider>
  );
}
