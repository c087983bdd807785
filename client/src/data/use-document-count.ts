import { useCallback } from 'react';
import { map, type Observable } from 'rxjs';
import type { CollectionName } from '@schemas/index';
import type { PaydownDatabase } from './paydown-database';
import { useLiveQuery, type LiveResult } from './use-live-query';

/**
 * How many of the user's documents a collection holds, re-emitted on every change (the /db-schema
 * screen's live count).
 */
export function watchDocumentCount(db: PaydownDatabase, uid: string, collection: CollectionName): Observable<number> {
  // A find() rather than count(): RxDB refuses count queries its indexes cannot answer exactly.
  return (db.collections[collection].find({ selector: { uid } }).$ as Observable<unknown[]>).pipe(map((docs) => docs.length));
}

/** Live count of the signed-in user's documents in one collection. */
export function useDocumentCount(uid: string | null | undefined, collection: CollectionName): LiveResult<number | null> {
  const watch = useCallback((db: PaydownDatabase, owner: string) => watchDocumentCount(db, owner, collection), [collection]);
  return useLiveQuery<number | null>(uid, watch, null);
}
