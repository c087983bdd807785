import { map, type Observable } from 'rxjs';
import type { User } from '@schemas/index';
import { viewOf } from '../crdt-writes';
import type { PaydownDatabase } from '../paydown-database';
import { useLiveQuery, type LiveResult } from '../use-live-query';

/** The user's local record (null until it exists), re-emitted on every change. */
export function watchUser(db: PaydownDatabase, uid: string): Observable<User | null> {
  return db.users.findOne({ selector: { id: uid, uid } }).$.pipe(map((doc) => (doc ? viewOf(doc) : null)));
}

/** Live view of the signed-in user's local record. */
export function useUser(uid: string | null | undefined): LiveResult<User | null> {
  return useLiveQuery(uid, watchUser, null);
}
