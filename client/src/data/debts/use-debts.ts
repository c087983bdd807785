import type { Observable } from 'rxjs';
import type { Debt } from '@schemas/index';
import type { PaydownDatabase } from '../paydown-database';
import { useLiveQuery, type LiveResult } from '../use-live-query';
import { watchShownDebts } from './read-debts';

const NO_DEBTS: Debt[] = [];

/** The user's debts as shown (balance derived, read-debts.ts), oldest first, re-emitted on every change (this tab, other tabs, sync). */
export function watchDebts(db: PaydownDatabase, uid: string): Observable<Debt[]> {
  return watchShownDebts(db, uid) as Observable<Debt[]>;
}

/** Live list of the signed-in user's debts. */
export function useDebts(uid: string | null | undefined): LiveResult<Debt[]> {
  return useLiveQuery(uid, watchDebts, NO_DEBTS);
}
