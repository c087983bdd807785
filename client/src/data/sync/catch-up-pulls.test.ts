import { describe, expect, it } from 'vitest';
import { MAX_PULL_LIMIT } from '@schemas/wire/sync';
import { catchUpPulls } from './catch-up-pulls';

interface Answer {
  documents: number[];
  checkpoint: { seq: number };
  more?: true;
}

/** A server holding documents 1…count (seq = document), answering at most `perAnswer` per pull whatever the limit (its byte budget). */
function server(count: number, perAnswer = Infinity) {
  const asked: Array<{ seq: number; limit: number }> = [];
  const pull = async (checkpoint: { seq: number } | undefined, limit: number): Promise<Answer> => {
    const seq = checkpoint?.seq ?? 0;
    asked.push({ seq, limit });
    const end = Math.min(count, seq + limit);
    const sent = Math.min(end - seq, perAnswer);
    const documents = Array.from({ length: Math.max(0, sent) }, (_, i) => seq + i + 1);
    return { documents, checkpoint: { seq: documents.at(-1) ?? seq }, ...(sent < end - seq ? { more: true as const } : {}) };
  };
  return { pull, asked };
}

/** RxDB's downstream loop: pull until an answer has fewer documents than the batch size. */
async function pullLikeRxdb(handler: (checkpoint: { seq: number } | undefined, batchSize: number) => Promise<Answer>, batchSize: number, from = 0) {
  const received: number[] = [];
  let checkpoint = { seq: from };
  for (;;) {
    const answer = await handler(checkpoint, batchSize);
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
});
