import { BehaviorSubject, NEVER, defer, distinctUntilChanged, map, switchMap, take, tap, type MonoTypeOperatorFunction } from 'rxjs';

/** What a bulk write is: an import, or a device catching up with the server (sync/replications.ts). */
export type BulkWriteKind = 'import' | 'catch-up';

/** How many bulk writes of each kind are running in this tab. */
const running = new BehaviorSubject<Readonly<Record<BulkWriteKind, number>>>({ import: 0, 'catch-up': 0 });
const held$ = running.pipe(
  map((count) => count.import + count['catch-up'] > 0),
  distinctUntilChanged(),
);

/**
 * Whether this tab is catching up with the server: its held views show what had arrived when the
 * catch-up began (app/layout/catch-up-notice.tsx says so). Shaped for React's useSyncExternalStore.
 */
export const catchUp = {
  underWay: (): boolean => running.value['catch-up'] > 0,
  subscribe(onChange: () => void): () => void {
    const subscription = running.pipe(map((count) => count['catch-up'] > 0), distinctUntilChanged()).subscribe(onChange);
    return () => subscription.unsubscribe();
  },
};

/**
 * Runs `work`, a write of many documents in batches, as a bulk write: the live views over every
 * payment (holdDuringBulkWrites) wait for its end instead of being worked out again after each batch.
 */
export async function asBulkWrite<T>(work: () => Promise<T>): Promise<T> {
  const end = beginBulkWrite();
  try {
    return await work();
  } finally {
    end();
  }
}

/**
 * Starts a bulk write that is not one call (a new device catching up, sync/replications.ts); the
 * function it returns ends it (a second call does nothing).
 */
export function beginBulkWrite(kind: BulkWriteKind = 'import'): () => void {
  const add = (step: number) => running.next({ ...running.value, [kind]: running.value[kind] + step });
  add(1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    add(-1);
  };
}

/**
 * Holds a live view while a bulk write runs in this tab, then passes on its latest value (none
 * when it did not change). Why: a view worked out from every payment (the shown debts, the payments
 * list) costs time in proportion to all of them, and so does RxDB keeping its queries' results up
 * to date; redone after each of the 80 writes of an import of 10,000 payments it made that import
 * three times longer, with tasks of 300 ms, and after each of the 50 writes of a new device's
 * first sync, tasks of 400–600 ms. So the view lets go of its queries meanwhile (they are not kept
 * up to date) and subscribes again at the end, when RxDB's queries give their results afresh. A
 * view that has shown nothing yet shows what is there first, then waits: a new device's screens
 * show the data already stored while the rest arrives. Put it right after the queries (their `$`
 * give their current result on subscribing), before the costly step. Other tabs are not held.
 */
export function holdDuringBulkWrites<T>(): MonoTypeOperatorFunction<T> {
  return (source) =>
    defer(() => {
      let shown = false;
      return held$.pipe(
        switchMap((held) => (!held ? source : shown ? NEVER : source.pipe(take(1)))),
        tap(() => (shown = true)),
        distinctUntilChanged(),
      );
    });
}
