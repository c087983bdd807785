import { map, type Observable } from 'rxjs';
import type { Strategy } from '@schemas/index';
import type { PaydownDatabase } from '../paydown-database';
import { useLiveQuery, type LiveResult } from '../use-live-query';
import { watchStrategies } from './watch-strategies';

const NONE: Strategy[] = [];

/** The user's strategies (their named scenarios) by name, re-emitted on every change. */
export function watchStrategiesByName(db: PaydownDatabase, uid: string): Observable<Strategy[]> {
  return watchStrategies(db, uid).pipe(map((strategies) => [...strategies].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))));
}

/** Live list of the user's strategies by name (empty while loading or signed out). */
export function useStrategies(uid: string | null | undefined): LiveResult<Strategy[]> {
  return useLiveQuery(uid, watchStrategiesByName, NONE);
}
