import type { RxJsonSchema } from 'rxdb';
import { hashCRDTOperations, rebuildFromCRDT } from 'rxdb/plugins/crdt';
import { defaultHashSha256 } from 'rxdb/plugins/utils';
import { foldHistory, readFold, type CrdtLog, type CrdtOperation, type FoldTools } from '../../../schemas/crdt-history';
import { collectionSchemas, type CollectionName } from '../../../schemas/index';
import { MAX_DOCUMENT_BYTES } from '../../../schemas/wire/sync';
import type { PushRow, SyncDocument, SyncStore } from '../storage/sync-store';
import { ERASE_CREATOR } from './erased-tombstone';
import { pushedDocumentBytes } from './pushed-document-bytes';

/**
 * The server's fold of long histories (docs/sync.md, "Bounded history"). Only the server folds:
 * it alone sees every device's pushes, so its folds form one chain, each containing every earlier
 * one, which is what lets a device align any copy it holds (schemas/crdt-history.ts). A fold is
 * written like the erased tombstone: through the store's push, with the stored document as the
 * assumed state, so it gets a new seq and every device receives it as an ordinary change; a
 * document changed at that very moment is left to its next push.
 */

/*
 * When to fold (docs/sync.md, "Bounded history"). History is bounded in rows AND in bytes: a saved
 * plan `$set`s its whole table on every save, so a few rows can weigh more than hundreds of
 * sign-ins. "Unfolded" below means the rows after the fold row (all rows of a log never folded).
 *
 * 1. By age: the unfolded rows whose operations are all older than the horizon are folded once
 *    there are AGE_ROWS of them or their JSON reaches AGE_BYTES. Each fold is one more change every
 *    device pulls, so a document edited now and then folds about once per AGE_ROWS edits past the
 *    horizon, and one that carries big rows (a saved plan, ~2 KB for a two-year table) after two.
 * 2. A ceiling, however recent: once the unfolded rows are more than MAX_ROWS or their JSON more
 *    than MAX_LOG_BYTES, everything but the newest rows (at most KEEP_ROWS, at most KEEP_BYTES)
 *    is folded. This can make a device's offline edit a late edit (applied as of its arrival),
 *    which is why it takes a burst of edits within the horizon to reach it.
 *
 * What a document then weighs: its fields S, the fold's `$set` (at most S), old rows under
 * AGE_BYTES and recent rows under MAX_LOG_BYTES: at most 2·S + ~36 KB plus what one push adds,
 * against the 256 KB a pushed document may weigh (MAX_DOCUMENT_BYTES). A fold that would still
 * make the document heavier than that limit is not written (a device could no longer push it).
 */
/** Unfolded rows past the horizon are folded once there are this many of them... */
export const AGE_ROWS = 8;
/** ...or once their operations' JSON weighs this many bytes (two saves of a two-year plan). */
export const AGE_BYTES = 4 * 1024;
/** Above this many unfolded rows, or this many bytes of them, all but the newest are folded... */
export const MAX_ROWS = 64;
export const MAX_LOG_BYTES = 32 * 1024;
/** ...keeping at most this many of the newest rows, and at most this many bytes of them. */
export const KEEP_ROWS = 8;
export const KEEP_BYTES = 8 * 1024;

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

const rowBytes = (row: readonly CrdtOperation[]) => Buffer.byteLength(JSON.stringify(row));

/**
 * The logical row count to fold a log at, or 0 for none (the rules above). The horizon only
 * decides how rarely a device must rebase a late edit; correctness holds at any k.
 *
 * This runs on every pushed document, and most are far from any rule, so rows are measured only
 * where a rule needs their size: the old prefix for the age rule (until it reaches AGE_BYTES), and
 * all unfolded rows for the ceiling only once `documentBytes` (the JSON byte length of the whole
 * document, when the caller knows it) could pass MAX_LOG_BYTES: the rows' JSON is part of the
 * document's, so a lighter document cannot reach it.
 */
export function foldPoint(operations: readonly (readonly CrdtOperation[])[], policy: FoldPolicy, documentBytes = Number.POSITIVE_INFINITY): number {
  const { rows: folded } = readFold(operations);
  // Physical index of the first unfolded row; the fold row itself is dated by the newest operation
  // it holds, which a ceiling fold may have made recent, so it never stops the age rule.
  const first = folded === 0 ? 0 : 1;
  const toLogical = (physical: number) => (folded === 0 ? physical : physical + folded - 1);
  const sizes: number[] = [];
  const sizeOf = (index: number) => (sizes[index] ??= rowBytes(operations[index]!));
  /** Whether rows from..to-1 weigh at least `bytes`, measuring them only until they do. */
  const weighAtLeast = (from: number, to: number, bytes: number) => {
    let sum = 0;
    for (let index = from; index < to && sum < bytes; index++) sum += sizeOf(index);
    return sum >= bytes;
  };

  let k = 0;
  const horizon = policy.now().getTime() - policy.horizonDays * DAY_MS;
  let old = first;
  while (old < operations.length && operations[old]!.every((operation) => operation.time < horizon)) old++;
  // Folding one row of a log never folded gains nothing (foldHistory refuses it).
  const enough = old - first >= (folded === 0 ? 2 : 1);
  if (enough && (old - first >= AGE_ROWS || weighAtLeast(first, old, AGE_BYTES))) k = toLogical(old);

  const overRows = operations.length - first > MAX_ROWS;
  if (overRows || (documentBytes > MAX_LOG_BYTES && weighAtLeast(first, operations.length, MAX_LOG_BYTES + 1))) {
    let keep = operations.length;
    let kept = 0;
    while (keep > first && operations.length - keep < KEEP_ROWS && kept + sizeOf(keep - 1) <= KEEP_BYTES) kept += sizeOf(--keep);
    k = Math.max(k, toLogical(keep));
  }
  return k;
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
    const k = foldPoint((doc.crdts as CrdtLog).operations, policy, pushedDocumentBytes(doc));
    if (k === 0) continue;
    const folded = await foldDocument(collection, doc, k);
    if (folded !== doc && Buffer.byteLength(JSON.stringify(folded)) <= MAX_DOCUMENT_BYTES) rows.push({ newDocumentState: folded, assumedMasterState: doc });
  }
  if (rows.length === 0) return 0;
  return (await store.push(uid, collection, rows)).written;
}
