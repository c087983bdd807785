import { BehaviorSubject, NEVER, defer, distinctUntilChanged, map, switchMap, take, tap, type MonoTypeOperatorFunction } from 'rxjs';

/** Whether a bulk write (an import) is running in this tab. */
const running = new BehaviorSubject(0);
const held$ = running.pipe(
  map((count) => count > 0),
  distinctUntilChanged(),
);

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
export function beginBulkWrite(): () => void {
  running.next(running.value + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running.next(running.value - 1);
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
