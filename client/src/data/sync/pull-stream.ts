import { Observable, Subject } from 'rxjs';

/** A position in a collection's changes: the server's per-user sequence. */
export interface SeqCheckpoint {
  seq: number;
}

/** What a collection's replication hears between its pulls: pull now, or documents to apply now. */
export type PullStreamTask<T> = 'RESYNC' | { documents: T[]; checkpoint: SeqCheckpoint };

/**
 * A notice for one collection: it changed (pull), or it changed with the documents one push wrote,
 * the last sequence number that push took (`seq`) and where the collection stood before it
 * (`previousSeq`): the server would answer a pull from `previousSeq` with exactly these documents.
 */
export type ChangeNotice<T> = 'RESYNC' | { documents: T[]; previousSeq: number; seq: number };

/** A RESYNC that no pull followed within this time is sent again (see below). */
const RESYNC_CHECK_MS = 3_000;

/**
 * A collection's `pull.stream$` for RxDB replication. The pull handler reports to it (wrap it in
 * `reporting`): `pullStarted` when it is called, `pulled` with the checkpoint of each answer.
 *
 * A notice with documents is applied at once, without a pull, when it continues exactly where
 * this device stands: its `previousSeq` is the checkpoint of the last pull or of the last notice
 * applied. Then RxDB receives exactly the answer the pull would have brought, so nothing is
 * skipped, and the checkpoint moves to the notice's `seq`.
 *
 * A notice holds its documents as that push left them; the server keeps only the latest state of
 * each, and a pull brings that. So the fast path is closed while this device's own pushes may have
 * left newer states than a notice's (`pushedSinceCaughtUp`). Otherwise a notice delayed behind this device's
 * own later push (an edit, then a delete) would put the older state back: RxDB's downstream
 * overwrites a document whose local state equals what it assumes the server holds. Such a rollback
 * is not undone by later pulls once the device writes the document again: RxDB's CRDT plugin tells
 * operations apart only by their place in the log and their creator, so the new write takes the
 * place of the device's own deletion, the two logs look equal, and the write is never pushed.
 *
 * RxDB 17's downstream queue (replication-protocol/downstream.js) adds three hazards, which the
 * rules below keep away from:
 * - Documents queued behind a pull that started after they were committed would be applied after
 *   that pull's newer states, putting an older state back. So documents are only applied while no
 *   pull is running or asked for (a RESYNC sent and no pull started since); otherwise the notice
 *   is a RESYNC. Behind a running pull, RxDB itself drops a task queued before the pull started.
 * - A RESYNC passes RxDB's first stage in fewer steps than documents, so it can overtake
 *   documents sent in the same task: a RESYNC right after documents waits for the next task.
 * - RxDB discards a RESYNC that it dequeues behind documents: a RESYNC that no pull followed
 *   within RESYNC_CHECK_MS is sent again.
 */
export function collectionPullStream<T>(notices$: Observable<ChangeNotice<T>>): {
  stream$: Observable<PullStreamTask<T>>;
  pullStarted: () => void;
  /** A pull answered; `caughtUp` when it held fewer documents than asked: nothing newer was left. */
  pulled: (checkpoint: SeqCheckpoint | null | undefined, caughtUp: boolean) => void;
  pushStarted: () => void;
  pushEnded: () => void;
  /** `handler` as RxDB's pull handler, reporting each start and each answer (a failed pull stays running). */
  reporting: <C extends SeqCheckpoint, A extends { checkpoint: SeqCheckpoint; documents: readonly unknown[] }>(
    handler: (checkpoint: C | undefined, batchSize: number) => Promise<A>,
  ) => (checkpoint: C | undefined, batchSize: number) => Promise<A>;
  /** `handler` as RxDB's push handler, reporting each attempt (failed ones too: they may have committed). */
  pushing: <R, A>(handler: (rows: R) => Promise<A>) => (rows: R) => Promise<A>;
} {
  /** Where this device stands: the last pull's checkpoint or the last notice applied; null before the first pull. */
  let position: number | null = null;
  let pulling = false;
  let resyncAsked = false;
  let pushesRunning = 0;
  /**
   * This device pushed since it last caught up with the server: its database may hold states newer
   * than a notice's, which only a pull can tell. Cleared by a pull that started after every push had
   * ended and brought everything there was (its checkpoint is then at or past those pushes').
   */
  let pushedSinceCaughtUp = false;
  /** The running pull started with no push running and none started since. */
  let pullFollowsPushes = false;
  const pullStarts = new Subject<void>();

  const stream$ = new Observable<PullStreamTask<T>>((subscriber) => {
    let check: ReturnType<typeof setTimeout> | undefined;
    let documentsThisTask = false;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, 0);
      timers.add(timer);
    };
    const resync = () => {
      if (documentsThisTask) return later(resync);
      resyncAsked = true;
      if (check === undefined) {
        check = setTimeout(() => {
          check = undefined;
          if (resyncAsked) resync();
        }, RESYNC_CHECK_MS);
      }
      subscriber.next('RESYNC');
    };
    const startsSeen = pullStarts.subscribe(() => {
      clearTimeout(check);
      check = undefined;
    });
    const notices = notices$.subscribe({
      next: (notice) => {
        if (notice === 'RESYNC' || notice.documents.length === 0) return resync();
        if (position === null || pulling || resyncAsked || pushedSinceCaughtUp || notice.previousSeq !== position) return resync();
        position = notice.seq;
        if (!documentsThisTask) {
          documentsThisTask = true;
          later(() => (documentsThisTask = false));
        }
        subscriber.next({ documents: notice.documents, checkpoint: { seq: notice.seq } });
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    return () => {
      notices.unsubscribe();
      startsSeen.unsubscribe();
      clearTimeout(check);
      for (const timer of timers) clearTimeout(timer);
    };
  });

  const pullStarted = () => {
    // A pull that starts now brings everything committed before: every RESYNC asked so far is answered.
    pulling = true;
    resyncAsked = false;
    pullFollowsPushes = pushesRunning === 0;
    pullStarts.next();
  };
  const pulled = (checkpoint: SeqCheckpoint | null | undefined, caughtUp: boolean) => {
    pulling = false;
    if (checkpoint) position = checkpoint.seq;
    if (caughtUp && pullFollowsPushes) pushedSinceCaughtUp = false;
  };
  const pushStarted = () => {
    pushesRunning += 1;
    pushedSinceCaughtUp = true;
    pullFollowsPushes = false;
  };
  const pushEnded = () => {
    pushesRunning -= 1;
  };
  return {
    stream$,
    pullStarted,
    pulled,
    pushStarted,
    pushEnded,
    reporting: (handler) => async (checkpoint, batchSize) => {
      pullStarted();
      const answer = await handler(checkpoint, batchSize);
      pulled(answer.checkpoint, answer.documents.length < batchSize);
      return answer;
    },
    pushing: (handler) => async (rows) => {
      pushStarted();
      try {
        return await handler(rows);
      } finally {
        pushEnded();
      }
    },
  };
}
