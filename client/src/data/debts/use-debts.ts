import { useCallback } from 'react';
import type { Observable } from 'rxjs';
import type { Debt } from '@schemas/index';
import type { PaydownDatabase } from '../paydown-database';
import { useLiveQuery, type LiveResult } from '../use-live-query';
import { watchShownDebt, watchShownDebts } from './read-debts';

const NO_DEBTS: Debt[] = [];

/** The user's debts as shown (balance derived, read-debts.ts), oldest first, re-emitted on every change (this tab, other tabs, sync). */
export function watchDebts(db: PaydownDatabase, uid: string): Observable<Debt[]> {
  return watchShownDebts(db, uid) as Observable<Debt[]>;
}

/** One of the user's debts as shown, or null while it does not exist. */
export function watchDebt(db: PaydownDatabase, uid: string, id: string): Observable<Debt | null> {
  return watchShownDebt(db, uid, id) as Observable<Debt | null>;
}

/** Live list of the signed-in user's debts. */
export function useDebts(uid: string | null | undefined): LiveResult<Debt[]> {
  return useLiveQuery(uid, watchDebts, NO_DEBTS);
}

/** Live view of one debt. */
export function useDebt(uid: string | null | undefined, id: string): LiveResult<Debt | null> {
  const watch = useCallback((db: PaydownDatabase, owner: string) => watchDebt(db, owner, id), [id]);
  return useLiveQuery(uid, watch, null);
}
