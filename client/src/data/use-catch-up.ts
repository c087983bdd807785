import { useSyncExternalStore } from 'react';
import { catchUp } from './bulk-writes';

/** Whether this tab is catching up with the server (bulk-writes.ts), re-rendered when that changes. */
export function useCatchUpUnderWay(): boolean {
  return useSyncExternalStore(catchUp.subscribe, catchUp.underWay);
}
