import { describe, expect, it } from 'vitest';
import { MAX_PULL_LIMIT } from '@schemas/wire/sync';
import { catchUpPulls } from './catch-up-pulls';

interface Answer {
  documents: number[];
  checkpoint: { seq: number };
  seqs?: number[];
  more?: true;
}

/**
 * A server holding documents 1…count (seq = document), answering at most `perAnswer` per pull
 * whatever the limit (its byte budget), with each document's seq unless `withSeqs` is false.
 */
function server(count: number, perAnswer = Infinity, withSeqs = true) {
  const asked: Array<{ seq: number; limit: number }> = [];
  const pull = async (checkpoint: { seq: number } | undefined, limit: number): Promise<Answer> => {
    const seq = checkpoint?.seq ?? 0;
    asked.push({ seq, limit });
    const end = Math.min(count, seq + limit);
    const sent = Math.min(end - seq, perAnswer);
    const documents = Array.from({ length: Math.max(0, sent) }, (_, i) => seq + i + 1);
    return { documents, checkpoint: { seq: documents.at(-1) ?? seq }, ...(withSeqs ? { seqs: [...documents] } : {}), ...(sent < end - seq ? { more: true as const } : {}) };
  };
  return { pull, asked };
}

/** RxDB's downstream loop: pull until an answer has fewer documents than the batch size. */
async function pullLikeRxdb(
  handler: (checkpoint: { seq: number } | undefined, batchSize: number) => Promise<Answer>,
  batchSize: number,
  from = 0,
  handed: Answer[] = [],
) {
  const received: number[] = [];
  let checkpoint = { seq: from };
  for (;;) {
    const answer = await handler(checkpoint, batchSize);
    handed.push(answer);
    if (answer.documents.length === 0) break;
    received.push(...answer.documents);
    checkpoint = answer.checkpoint;
    if (answer.documents.length < batchSize) break;
  }
  return received;
}

const all = (count: number, from = 0) => Array.from({ length: count - from }, (_, i) => from + i + 1);

describe('catchUpPulls', () => {
  it('asks for ever larger pages while they come back full, up to the server’s limit, and misses nothing', async () => {
    const { pull, asked } = server(10_000);
    expect(await pullLikeRxdb(catchUpPulls(pull), 200)).toEqual(all(10_000));
    // The last page (1,000 of 2,000) is not full, but holds more than RxDB's batch: RxDB asks once more, small.
    expect(asked.map((a) => a.limit)).toEqual([200, 800, ...Array<number>(5).fill(MAX_PULL_LIMIT), 200]);
    expect(asked.length).toBeLessThan(10_000 / 200);
  });

  it('starts small again once a pull is not full (a live change after catching up)', async () => {
    const { pull, asked } = server(1_500);
    const handler = catchUpPulls(pull);
    expect(await pullLikeRxdb(handler, 200)).toEqual(all(1_500));
    const before = asked.length;
    expect(await pullLikeRxdb(handler, 200, 1_500)).toEqual([]);
    expect(asked.slice(before).map((a) => a.limit)).toEqual([200]);
  });

  it('joins pages cut short by the server’s byte budget, so RxDB never stops while more is left', async () => {
    // Large documents: the server sends 30 per answer whatever the limit.
    const { pull, asked } = server(500, 30);
    expect(await pullLikeRxdb(catchUpPulls(pull), 100)).toEqual(all(500));
    // Every answer after a cut went on from the checkpoint the cut answer gave.
    for (const [index, ask] of asked.entries()) expect(ask.seq).toBe(Math.min(500, index * 30));
  });

  it('hands a fetched page to RxDB in slices of its batch size, each with its last document’s seq as checkpoint', async () => {
    const { pull, asked } = server(5_000);
    const handed: Answer[] = [];
    expect(await pullLikeRxdb(catchUpPulls(pull), 200, 0, handed)).toEqual(all(5_000));
    for (const answer of handed) {
      expect(answer.documents.length).toBeLessThanOrEqual(200);
      expect(answer.checkpoint.seq).toBe(answer.documents.at(-1) ?? 5_000);
    }
    // Still few requests: 200, 800, 2,000, 2,000, then one that finds nothing newer.
    expect(asked.map((a) => a.limit)).toEqual([200, 800, MAX_PULL_LIMIT, MAX_PULL_LIMIT, MAX_PULL_LIMIT]);
  });

  it('hands each slice only once RxDB has stored the one before', async () => {
    const { pull } = server(1_000);
    const stored: number[] = [];
    const waitedFor: number[] = [];
    const handler = catchUpPulls(pull, {
      persisted: async (checkpoint) => {
        waitedFor.push(checkpoint?.seq ?? 0);
        // The previous slice is stored only after a turn of the event loop (IndexedDB).
        await new Promise((resolve) => setTimeout(resolve, 0));
        stored.push(checkpoint?.seq ?? 0);
      },
    });
    const handed: Answer[] = [];
    await pullLikeRxdb(handler, 200, 0, handed);
    // Every slice after the first was handed after the checkpoint of the one before was stored.
    expect(waitedFor).toEqual([0, ...handed.slice(0, -1).map((answer) => answer.checkpoint.seq)]);
    expect(stored).toEqual(waitedFor);
  });

  it('goes on from the last slice RxDB took when the connection drops between pages, and from a stored checkpoint after a restart', async () => {
    const { pull: serve } = server(3_000);
    let failNext = false;
    const pull = async (checkpoint: { seq: number } | undefined, limit: number) => {
      if (failNext) {
        failNext = false;
        throw new Error('offline');
      }
      return serve(checkpoint, limit);
    };
    const handler = catchUpPulls(pull);
    const received: number[] = [];
    let checkpoint = { seq: 0 };
    // Like RxDB: a failed pull is retried from the same checkpoint.
    for (let call = 0; ; call++) {
      if (call === 6) failNext = true;
      const answer = await handler(checkpoint, 200).catch(() => null);
      if (!answer) continue;
      received.push(...answer.documents);
      checkpoint = answer.checkpoint;
      if (answer.documents.length < 200) break;
    }
    expect(received).toEqual(all(3_000));

    // A new pass (the app restarted) from a checkpoint in the middle of a fetched page: nothing is skipped or sent twice.
    const fresh = catchUpPulls(server(3_000).pull);
    const head = await fresh({ seq: 0 }, 200);
    await fresh(head.checkpoint, 200);
    expect(await pullLikeRxdb(fresh, 200, head.checkpoint.seq)).toEqual(all(3_000, 200));
  });

  it('gives a page without seqs (an older server) to RxDB whole', async () => {
    const { pull } = server(1_000, Infinity, false);
    const handed: Answer[] = [];
    expect(await pullLikeRxdb(catchUpPulls(pull), 200, 0, handed)).toEqual(all(1_000));
    expect(handed.map((answer) => answer.documents.length)).toEqual([200, 800, 0]);
  });

  it('says a catch-up is under way while slices of a page are left, and that it ended when caught up or a request failed', async () => {
    const { pull } = server(1_000);
    const told: boolean[] = [];
    await pullLikeRxdb(catchUpPulls(pull, { catchingUp: (underWay) => told.push(underWay) }), 200);
    expect(told.at(0)).toBe(true);
    expect(told.at(-1)).toBe(false);
    const failing = catchUpPulls(() => Promise.reject(new Error('offline')), { catchingUp: (underWay) => told.push(underWay) });
    await expect(failing({ seq: 0 }, 200)).rejects.toThrow('offline');
    expect(told.at(-1)).toBe(false);
  });
});
