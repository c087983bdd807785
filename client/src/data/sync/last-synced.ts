import { distinctUntilChanged, filter, map, type Observable, type Subscription } from 'rxjs';
import type { SyncStatus } from '../cloud-sync';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const lastSyncedKey = (uid: string) => `paydown:lastSyncedAt:${uid}`;

/** When this user's data was last all on the server, as remembered from an earlier visit. */
export function readLastSynced(storage: KeyValueStorage, uid: string): string | null {
  return storage.getItem(lastSyncedKey(uid));
}

/** Remembers each new last-sync time for the next visit: the status's one side effect, kept here. */
export function rememberLastSynced(status$: Observable<SyncStatus>, storage: KeyValueStorage, uid: string): Subscription {
  return status$
    .pipe(
      map((status) => status.lastSyncedAt),
      filter((at): at is string => at !== null),
      distinctUntilChanged(),
    )
    .subscribe((at) => storage.setItem(lastSyncedKey(uid), at));
}
