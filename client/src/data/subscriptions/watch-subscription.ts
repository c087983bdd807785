import { map, type Observable } from 'rxjs';
import type { Subscription } from '@schemas/index';
import { viewOf } from '../crdt-writes';
import type { PaydownDatabase } from '../paydown-database';
import { defaultSubscription } from './default-subscription';

/**
 * The user's subscription, re-emitted on every change; the default free subscription while none is
 * stored (it is not written here: loadSubscription or upgradeSubscription save it).
 */
export function watchSubscription(db: PaydownDatabase, uid: string): Observable<Subscription> {
  return db.subscriptions
    .findOne({ selector: { uid }, sort: [{ id: 'asc' }] })
    .$.pipe(map((doc) => (doc ? viewOf(doc) : defaultSubscription(uid, new Date(0).toISOString()))));
}
