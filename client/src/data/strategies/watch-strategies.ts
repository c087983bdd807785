import { map, type Observable } from 'rxjs';
import type { Strategy } from '@schemas/index';
import { viewOf } from '../crdt-writes';
import type { PaydownDatabase } from '../paydown-database';

/** The user's strategies, oldest first, re-emitted on every change. */
export function watchStrategies(db: PaydownDatabase, uid: string): Observable<Strategy[]> {
  return db.strategies.find({ selector: { uid }, sort: [{ createdAt: 'asc' }] }).$.pipe(map((docs) => docs.map(viewOf)));
}
