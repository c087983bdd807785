import { useMemo } from 'react';
import type { DataContext } from './data-context';
import { useDatabase } from './use-database';

/** The repositories' context for the signed-in user, or null while the database opens or nobody is signed in. */
export function useDataContext(uid: string | null | undefined): DataContext | null {
  const db = useDatabase();
  return useMemo(() => (db && uid ? { db, uid } : null), [db, uid]);
}
