import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { SyncStatus } from '../cloud-sync';

export interface StatusBroadcastOptions {
  uid: string;
  /** The status this tab starts with (the last sync remembered from an earlier visit). */
  initial: SyncStatus;
  isLeader$: BehaviorSubject<boolean>;
  /** The leader's own status: computed only in the tab that replicates. */
  leaderStatus$: Observable<SyncStatus>;
  online$: Observable<boolean>;
}

/**
 * The status every tab shows. Only the leader tab replicates, so it alone knows how sync is going:
 * it posts each status on a BroadcastChannel (`paydown-sync-status-<uid>`), and answers a tab that
 * opens later and asks. Another tab shows what the leader said, or 'offline' when its own browser
 * says so.
 */
export function shareStatusWithTabs({ uid, initial, isLeader$, leaderStatus$, online$ }: StatusBroadcastOptions): {
  status: BehaviorSubject<SyncStatus>;
  stop: () => void;
} {
  const status = new BehaviorSubject<SyncStatus>(initial);
  const channel = new BroadcastChannel(`paydown-sync-status-${uid}`);
  const subscriptions: Subscription[] = [
    leaderStatus$.subscribe((next) => {
      status.next(next);
      channel.postMessage(next);
    }),
    online$.subscribe((online) => {
      if (!isLeader$.value) status.next({ ...status.value, phase: online ? status.value.phase : 'offline' });
    }),
  ];
  channel.onmessage = (event: MessageEvent<SyncStatus | 'status?'>) => {
    if (event.data === 'status?') {
      if (isLeader$.value) channel.postMessage(status.value);
    } else if (!isLeader$.value) {
      status.next(event.data);
    }
  };
  channel.postMessage('status?');
  return {
    status,
    stop: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      channel.close();
    },
  };
}
