import type { RxJsonSchema } from 'rxdb';
import { hashCRDTOperations, rebuildFromCRDT } from 'rxdb/plugins/crdt';
import { defaultHashSha256 } from 'rxdb/plugins/utils';
import { foldHistory, logicalLength, type CrdtLog, type CrdtOperation, type FoldTools } from '../../../schemas/crdt-history';
import { collectionSchemas, type CollectionName } from '../../../schemas/index';
import type { PushRow, SyncDocument, SyncStore } from '../storage/sync-store';
import { ERASE_CREATOR } from './erased-tombstone';

/**
 * The server's fold of long histories (docs/sync.md, "Bounded history"). Only the server folds:
 * it alone sees every device's pushes, so its folds form one chain, each containing every earlier
 * one, which is what lets a device align any copy it holds (schemas/crdt-history.ts). A fold is
 * written like the erased tombstone: through the store's push, with the stored document as the
 * assumed state, so it gets a new seq and every device receives it as an ordinary change; a
 * document changed at that very moment is left to its next push.
 */

/** A document's log is looked at for folding once it has more rows than this. */
export const FOLD_AT = 64;
/** Above this many rows, everything but the newest KEEP rows is folded, however recent. */
export const MAX_ROWS = 256;
export const KEEP = 128;

export interface FoldPolicy {
  /** Rows whose operations are all older than this many days may be folded. */
  horizonDays: number;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The replay and hash the client's database uses: RxDB's own rebuildFromCRDT (its operator
 * semantics, its selector matcher) and hashCRDTOperations with RxDB's default SHA-256, so a fold
 * made here is the document a device would make from the same log.
 */
export function foldTools(collection: CollectionName): FoldTools {
  const schema = collectionSchemas[collection] as unknown as RxJsonSchema<unknown>;
  return {
    replay: (operations) => rebuildFromCRDT(schema as never, {} as never, { operations, hash: '' } as never) as Record<string, unknown>,
    hash: (operations) => hashCRDTOperations(defaultHashSha256, { operations, hash: '' } as never),
  };
}

/**
 * The logical row count to fold a log at, or 0 for none: the longest prefix of rows whose
 * operations all predate the horizon, and, when the log is over MAX_ROWS, at least all but the
 * newest KEEP rows. The horizon only decides how rarely a device must rebase a late edit;
 * correctness holds at any k.
 */
export function foldPoint(operations: readonly (readonly CrdtOperation[])[], policy: FoldPolicy): number {
  if (operations.length <= FOLD_AT) return 0;
  const horizon = policy.now().getTime() - policy.horizonDays * DAY_MS;
  let old = 0;
  while (old < operations.length && operations[old]!.every((operation) => operation.time < horizon)) old++;
  const total = logicalLength(operations);
  const byAge = total - (operations.length - old); // logical rows before the first recent one
  const bySize = operations.length > MAX_ROWS ? total - KEEP : 0;
  return Math.max(byAge, bySize);
}

/**
 * Whether a document may be folded: an erased tombstone keeps its own one-row log (erasure.ts
 * recognises it by it), and a debt without `openingBalance` is read by the legacy balance rule,
 * which replays its whole log (client/src/data/debts/legacy-opening-balance.ts).
 */
export function mayFold(collection: CollectionName, doc: SyncDocument): boolean {
  const operations = (doc.crdts as CrdtLog | undefined)?.operations;
  if (!Array.isArray(operations)) return false;
  if (operations.some((row) => row.some((operation) => operation.creator === ERASE_CREATOR))) return false;
  return !(collection === 'debts' && doc.openingBalance === undefined);
}

/** The document with its log folded at logical row k (its fields unchanged: they are the replay of either log). */
export async function foldDocument(collection: CollectionName, doc: SyncDocument, k: number): Promise<SyncDocument> {
  const log = doc.crdts as CrdtLog;
  const folded = await foldHistory(log, k, foldTools(collection));
  return folded === log ? doc : { ...doc, crdts: folded };
}

/**
 * After a push: each document it wrote (its row did not conflict; the last row of an id) whose log
 * is long enough gets folded. Answers how many folds were written.
 */
export async function foldPushedHistories(
  store: SyncStore,
  uid: string,
  collection: CollectionName,
  pushed: readonly PushRow[],
  conflicts: readonly SyncDocument[],
  policy: FoldPolicy,
): Promise<number> {
  const conflicting = new Set(conflicts.map((doc) => doc.id));
  const written = new Map(pushed.filter((row) => !conflicting.has(row.newDocumentState.id)).map((row) => [row.newDocumentState.id, row.newDocumentState]));
  const rows: PushRow[] = [];
  for (const doc of written.values()) {
    if (!mayFold(collection, doc)) continue;
    const k = foldPoint((doc.crdts as CrdtLog).operations, policy);
    if (k === 0) continue;
    const folded = await foldDocument(collection, doc, k);
    if (folded !== doc) rows.push({ newDocumentState: folded, assumedMasterState: doc });
  }
  if (rows.length === 0) return 0;
  return (await store.push(uid, collection, rows)).written;
}
