import { map, type Observable } from 'rxjs';
import type { AmortizationTable } from '@schemas/index';
import { viewOf } from '../crdt-writes';
import type { PaydownDatabase } from '../paydown-database';
import { useLiveQuery, type LiveResult } from '../use-live-query';
import { latestPerStrategyType } from './latest-table';

const NO_TABLES: AmortizationTable[] = [];

/** The user's saved tables, one per strategy type, re-emitted on every change. */
export function watchAmortizationTables(db: PaydownDatabase, uid: string): Observable<AmortizationTable[]> {
  return db.amortizationTables.find({ selector: { uid } }).$.pipe(map((docs) => latestPerStrategyType(docs.map(viewOf))));
}

/** Live list of the signed-in user's saved payoff tables (one per strategy type). */
export function useAmortizationTables(uid: string | null | undefined): LiveResult<AmortizationTable[]> {
  return useLiveQuery(uid, watchAmortizationTables, NO_TABLES);
}
