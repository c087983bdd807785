import { MAX_PULL_LIMIT } from '@schemas/wire/sync';

/** How much larger each next page is asked while pulls come back full. */
const GROWTH = 4;

interface Page {
  documents: readonly unknown[];
  checkpoint: { seq: number };
  /** The server stopped at its byte budget with newer documents left (schemas/wire/sync.ts). */
  more?: boolean | undefined;
}

/**
 * Wraps a replication's pull handler so that a device far behind catches up in fewer, larger
 * pulls (docs/sync.md, "Catching up"): the first pull of a pass asks for RxDB's batch size; each
 * pull that comes back full asks for a page GROWTH times larger next, up to MAX_PULL_LIMIT; a pull
 * that is not full starts over small. A new device at 10,000 payments needs 8 pulls, not 51.
 *
 * RxDB pulls again only after an answer of at least its batch size (fewer means "caught up"). An
 * answer the server cut short at its byte budget says `more`; when that leaves fewer documents
 * than the batch size (documents of tens of KB), the next pages are fetched at once and joined,
 * so RxDB never stops while the server still holds newer documents. Pages follow each other's
 * checkpoints: nothing is skipped or sent twice.
 */
export function catchUpPulls<C extends { seq: number }, A extends Page>(
  pull: (checkpoint: C | undefined, limit: number) => Promise<A>,
): (checkpoint: C | undefined, batchSize: number) => Promise<A> {
  let nextLimit = 0;
  return async (checkpoint, batchSize) => {
    const limit = Math.min(Math.max(batchSize, nextLimit), MAX_PULL_LIMIT);
    let answer = await pull(checkpoint, limit);
    while (answer.more && answer.documents.length < batchSize) {
      const next = await pull({ ...checkpoint, ...answer.checkpoint } as C, limit);
      answer = { ...next, documents: [...answer.documents, ...next.documents] };
    }
    nextLimit = answer.more || answer.documents.length >= limit ? limit * GROWTH : 0;
    return answer;
  };
}
