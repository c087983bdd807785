import { MAX_PULL_LIMIT } from '@schemas/wire/sync';

/** How much larger each next page is asked while pulls come back full. */
const GROWTH = 4;

interface Page {
  documents: readonly unknown[];
  checkpoint: { seq: number };
  /** Each document's seq (schemas/wire/sync.ts): where a slice of the page may end. */
  seqs?: readonly number[] | undefined;
  /** The server stopped at its byte budget with newer documents left (schemas/wire/sync.ts). */
  more?: boolean | undefined;
}

/** What is fetched and not handed to RxDB yet: the documents after `from`, with their seqs. */
interface Fetched<A extends Page> {
  from: number;
  documents: A['documents'][number][];
  /** null when the server sent no seqs: the rest then goes to RxDB in one piece. */
  seqs: number[] | null;
  /** The checkpoint after the last fetched document. */
  end: number;
  /** The server had nothing newer than `end` when asked. */
  exhausted: boolean;
  last: A;
}

/**
 * Resolves once RxDB has stored what it was handed up to `checkpoint` (its documents and the
 * checkpoint itself): replications.ts waits for the replication's stored checkpoint.
 */
export type PersistedGate<C> = (checkpoint: C | undefined) => Promise<void>;

export interface CatchUpOptions<C> {
  /** Resolves once RxDB has stored what it was handed up to `checkpoint` (see PersistedGate). */
  persisted?: PersistedGate<C>;
  /**
   * Told `true` when a fetched page leaves more slices to hand over (a catch-up is under way),
   * `false` when a pass ends (caught up) or a request fails: replications.ts holds the views over
   * every payment meanwhile (data/bulk-writes.ts).
   */
  catchingUp?: (underWay: boolean) => void;
}

/**
 * Wraps a replication's pull handler so that a device far behind catches up in few requests and
 * short tasks (docs/sync.md, "Catching up").
 *
 * Requests: the first pull of a pass asks for RxDB's batch size; each pull that comes back full
 * asks for a page GROWTH times larger next, up to MAX_PULL_LIMIT; a pull that is not full starts
 * over small. A new device at 10,000 payments needs 8 requests, not 51.
 *
 * Tasks: RxDB writes what one handler call returns in one bulk write, and writing a document into
 * IndexedDB costs main-thread time (its structured clone), so a 2,000-document page was one task of
 * most of a second. The handler hands a fetched page to RxDB in slices of its batch size instead,
 * each ending at its last document's seq, a valid checkpoint (docs/sync.md, "Checkpoints and the
 * sequence"). RxDB asks for the next slice at once, before the last one is written, and would join
 * every slice waiting to be written into one write again; so each slice waits for `persisted`, the
 * previous one stored. The next page's request starts meanwhile.
 *
 * RxDB pulls again only after an answer of at least its batch size (fewer means "caught up"), so a
 * slice is shorter only when the server had nothing newer: pages that leave fewer documents than
 * that (a page cut at the server's byte budget, `more`, or the rest of a full page) are joined with
 * the next before a slice is handed over. Pages and slices follow each other's checkpoints: nothing
 * is skipped or sent twice, and a pass that stops between slices (connection lost, app closed)
 * goes on from the last stored one.
 */
export function catchUpPulls<C extends { seq: number }, A extends Page>(
  pull: (checkpoint: C | undefined, limit: number) => Promise<A>,
  { persisted = async () => undefined, catchingUp = () => undefined }: CatchUpOptions<C> = {},
): (checkpoint: C | undefined, batchSize: number) => Promise<A> {
  let nextLimit = 0;
  let fetched: Fetched<A> | null = null;

  const fetchFrom = async (checkpoint: C | undefined, from: number, batchSize: number): Promise<A> => {
    const limit = Math.min(Math.max(batchSize, nextLimit), MAX_PULL_LIMIT);
    let answer: A;
    try {
      answer = await pull(from === (checkpoint?.seq ?? 0) ? checkpoint : ({ ...checkpoint, seq: from } as C), limit);
    } catch (error) {
      catchingUp(false);
      throw error;
    }
    nextLimit = answer.more || answer.documents.length >= limit ? limit * GROWTH : 0;
    return answer;
  };

  return async (checkpoint, batchSize) => {
    const from = checkpoint?.seq ?? 0;
    const stored = persisted(checkpoint);
    // Left over from a pass that stopped elsewhere: the server is asked again from this checkpoint.
    if (fetched && fetched.from !== from) fetched = null;
    while (!fetched || (fetched.documents.length < batchSize && !fetched.exhausted)) {
      const start = fetched?.end ?? from;
      const answer = await fetchFrom(checkpoint, start, batchSize);
      const seqs = answer.seqs && fetched?.seqs !== null ? [...(fetched?.seqs ?? []), ...answer.seqs] : null;
      fetched = {
        from,
        documents: [...(fetched?.documents ?? []), ...answer.documents],
        seqs,
        end: answer.checkpoint.seq,
        exhausted: !answer.more && nextLimit === 0,
        last: answer,
      };
    }
    await stored;
    const page = fetched;
    const whole = page.seqs === null || page.documents.length <= batchSize;
    const count = whole ? page.documents.length : batchSize;
    const seq = whole ? page.end : page.seqs![count - 1]!;
    fetched = whole ? null : { ...page, from: seq, documents: page.documents.slice(count), seqs: page.seqs!.slice(count) };
    if (fetched) catchingUp(true);
    else if (count < batchSize) catchingUp(false);
    const { more: _more, seqs: _seqs, ...rest } = page.last;
    return { ...rest, documents: page.documents.slice(0, count), checkpoint: { ...page.last.checkpoint, seq } } as unknown as A;
  };
}
