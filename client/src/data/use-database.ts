import { useContext } from 'react';
import { DatabaseContext, type DatabaseState } from './database-context';
import type { PaydownDatabase } from './paydown-database';

/** The database start-up state (loading, ready or error) from the nearest DatabaseProvider. */
export function useDatabaseState(): DatabaseState {
  return useContext(DatabaseContext);
}

/** The open database, or null while it opens or when it failed to open. */
export function useDatabase(): PaydownDatabase | null {
  return useContext(DatabaseContext).db;
}
