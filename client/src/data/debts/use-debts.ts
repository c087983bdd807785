import { map, type Observable } from 'rxjs';
import type { Debt } from '@schemas/index';
import { viewOf } from '../crdt-writes';
import type { PaydownDatabase } from '../paydown-database';
import { useLiveQuery, type LiveResult } from '../use-live-query';

const NO_DEBTS: Debt[] = [];

/** The user's debts, oldest first, re-emitted on every change (this tab, other tabs, sync). */
export function watchDebts(db: PaydownDatabase, uid: string): Observable<Debt[]> {
  return db.debts.find({ selector: { uid }, sort: [{ createdAt: 'asc' }] }).$.pipe(map((docs) => docs.map(viewOf)));
}

/** Live list of the signed-in user's debts. */
export function useDebts(uid: string | null | undefined): LiveResult<Debt[]> {
  return useLiveQuery(uid, watchDebts, NO_DEBTS);
}
