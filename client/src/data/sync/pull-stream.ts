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
  pulled: (checkpoint: SeqCheckpoint | null | undefined) => void;
  /** `handler` as RxDB's pull handler, reporting each start and each answer (a failed pull stays running). */
  reporting: <C extends SeqCheckpoint, A extends { checkpoint: SeqCheckpoint }>(
    handler: (checkpoint: C | undefined, batchSize: number) => Promise<A>,
  ) => (checkpoint: C | undefined, batchSize: number) => Promise<A>;
} {
  /** Where this device stands: the last pull's checkpoint or the last notice applied; null before the first pull. */
  let position: number | null = null;
  let pulling = false;
  let resyncAsked = false;
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
        if (position === null || pulling || resyncAsked || notice.previousSeq !== position) return resync();
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
    pullStarts.next();
  };
  const pulled = (checkpoint: SeqCheckpoint | null | undefined) => {
    pulling = false;
    if (checkpoint) position = checkpoint.seq;
  };
  return {
    stream$,
    pullStarted,
    pulled,
    reporting: (handler) => async (checkpoint, batchSize) => {
      pullStarted();
      const answer = await handler(checkpoint, batchSize);
      pulled(answer.checkpoint);
      return answer;
    },
  };
}
