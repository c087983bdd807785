import { MAX_PULL_BYTES } from '../../../schemas/wire/sync';
import type { SyncDocument } from '../../../schemas/wire/sync';
import type { PullResult } from './sync-store';

/**
 * The SELECT list and source of a pull page, the same on both stores: the first `limit` documents
 * after the checkpoint, each with its stored JSON only while the JSON before it stays under the
 * byte budget (MAX_PULL_BYTES, in characters), null past it. So one answer stays bounded whatever
 * its limit, and the rows left out cost no document text in memory. `params` are the store's
 * placeholders for uid, collection, afterSeq, limit and the budget, in that order.
 */
export function pullPageQuery(params: readonly [string, string, string, string, string]): string {
  const [uid, collection, afterSeq, limit, budget] = params;
  return `SELECT seq, CASE WHEN before < ${budget} THEN doc END AS doc FROM (
      SELECT seq, doc, COALESCE(SUM(LENGTH(doc)) OVER (ORDER BY seq ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM (SELECT seq, doc FROM sync_documents WHERE uid = ${uid} AND collection = ${collection} AND seq > ${afterSeq} ORDER BY seq LIMIT ${limit}) AS page
    ) AS budgeted ORDER BY seq`;
}

/** The budget a store passes to pullPageQuery. */
export const PULL_PAGE_BUDGET = MAX_PULL_BYTES;

/**
 * A pull's answer from pullPageQuery's rows: the documents up to the first row past the budget,
 * the checkpoint at the last one sent (docs/sync.md, "Checkpoints and the sequence": nothing after
 * it was sent, so nothing is skipped), each document's seq (every one a valid checkpoint for the
 * documents up to it, by the same rule), and `more` when the budget left rows out.
 */
export function pullPageAnswer(rows: ReadonlyArray<{ seq: number | string; doc: string | null }>, afterSeq: number): PullResult {
  const cut = rows.findIndex((row) => row.doc === null);
  const sent = cut === -1 ? rows : rows.slice(0, cut);
  const last = sent.at(-1);
  return {
    documents: sent.map((row) => JSON.parse(row.doc!) as SyncDocument),
    checkpoint: { seq: last ? Number(last.seq) : afterSeq },
    seqs: sent.map((row) => Number(row.seq)),
    ...(cut === -1 ? {} : { more: true as const }),
  };
}
