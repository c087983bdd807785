import { map, type Observable } from 'rxjs';
import type { FinancialGoals } from '@schemas/index';
import { viewOf } from '../crdt-writes';
import type { PaydownDatabase } from '../paydown-database';
import { useLiveQuery, type LiveResult } from '../use-live-query';
import { defaultFinancialGoals } from './default-financial-goals';

/** The user's goals, re-emitted on every change; all false while none are stored. */
export function watchFinancialGoals(db: PaydownDatabase, uid: string): Observable<FinancialGoals> {
  return db.financialGoals
    .findOne({ selector: { id: uid, uid } })
    .$.pipe(map((doc) => (doc ? viewOf(doc) : defaultFinancialGoals(uid, new Date(0).toISOString()))));
}

/** Live view of the signed-in user's financial goals. */
export function useFinancialGoals(uid: string | null | undefined): LiveResult<FinancialGoals | null> {
  return useLiveQuery<FinancialGoals | null>(uid, watchFinancialGoals, null);
}
