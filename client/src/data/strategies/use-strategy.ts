import { useCallback } from 'react';
import { map, type Observable } from 'rxjs';
import type { Strategy } from '@schemas/index';
import type { PaydownDatabase } from '../paydown-database';
import { useLiveQuery, type LiveResult } from '../use-live-query';
import { currentStrategy } from './current-strategy';
import { watchStrategies } from './watch-strategies';

/**
 * One strategy: the one with `id`, or without an id the user's current plan (current-strategy.ts:
 * the one chosen last). Null while there is none.
 */
export function watchStrategy(db: PaydownDatabase, uid: string, id?: string): Observable<Strategy | null> {
  return watchStrategies(db, uid).pipe(
    map((strategies) => (id === undefined ? currentStrategy(strategies) : (strategies.find((s) => s.id === id) ?? null))),
  );
}

/** Live view of one strategy, or of the current plan when no id is given. */
export function useStrategy(uid: string | null | undefined, id?: string): LiveResult<Strategy | null> {
  const watch = useCallback((db: PaydownDatabase, owner: string) => watchStrategy(db, owner, id), [id]);
  return useLiveQuery(uid, watch, null);
}
