import { textProblem } from '../input/json-limits';
import { jsonEqual } from './json-equal';
import { assertOwnRow, assertOwnStored, type StoredDocument } from './sync-scope';
import type { PushRow, SyncDocument } from './sync-store';

export interface PushPlan {
  /** Documents to write, one per id (the last state wins if a push names an id twice), in row order. */
  writes: SyncDocument[];
  /** The stored states of the conflicting rows, to return to the client. */
  conflicts: SyncDocument[];
}

/**
 * The distinct document ids a push names: the stored documents a store must load before planning.
 * Throws a TypeError for a row without an id or with an id that is not storable text (a NUL, an
 * unpaired surrogate: PostgreSQL's text refuses the one and UTF-8 cannot hold the other), before
 * any store query sees it, so both stores refuse the same ids.
 */
export function pushedIds(rows: readonly PushRow[]): string[] {
  rows.forEach((row, index) => {
    const id: unknown = row.newDocumentState.id;
    if (typeof id !== 'string' || id === '') throw new TypeError(`push row ${index} has no document id`);
    const problem = textProblem(id);
    if (problem) throw new TypeError(`push row ${index}: the document id ${problem}`);
  });
  return [...new Set(rows.map((row) => row.newDocumentState.id))];
}

/**
 * Decides a push against the user's stored documents of its ids (loaded inside the push
 * transaction, after the per-user lock; ids are per owner, so another user's document of the same
 * id is never among them). Pure, so both stores share one definition of the rules:
 *
 * 1. A row whose new or assumed state names another owner throws ForeignDocumentError (the store
 *    rolls back). (Ids that are not storable text were refused by pushedIds before.)
 * 2. Nothing stored → insert. The assumed state is ignored, as RxDB's own masterWrite does: there
 *    is no master to answer a conflict with (the server may e.g. have been restored from a backup).
 * 3. New state deep-equal to the stored one → no-op success. This is the idempotent re-send: the
 *    first attempt was written but its response was lost, so the assumed state is now stale.
 * 4. Assumed state missing, or not deep-equal to the stored one → conflict (answer: stored state).
 * 5. Otherwise → write.
 *
 * Rows are applied in order, so a later row for the same id is judged against the earlier one.
 */
export function planPush(uid: string, rows: readonly PushRow[], stored: ReadonlyMap<string, StoredDocument>): PushPlan {
  const current = new Map(stored);
  const writes = new Map<string, SyncDocument>();
  const conflicts: SyncDocument[] = [];
  rows.forEach((row, index) => {
    const next = row.newDocumentState;
    if (typeof next.id !== 'string' || next.id === '') throw new TypeError(`push row ${index} has no document id`);
    assertOwnRow(uid, row, index);
    const master = current.get(next.id);
    if (master) {
      assertOwnStored(uid, master, index);
      if (jsonEqual(next, master.doc)) return;
      const assumed = row.assumedMasterState;
      if (assumed === undefined || assumed === null || !jsonEqual(assumed, master.doc)) {
        conflicts.push(master.doc);
        return;
      }
    }
    current.set(next.id, { uid, doc: next });
    writes.delete(next.id);
    writes.set(next.id, next);
  });
  return { writes: [...writes.values()], conflicts };
}

/** Guards the pull arguments every store receives (the route validates them first). */
export function assertPullArgs(afterSeq: number, limit: number): void {
  if (!Number.isSafeInteger(afterSeq) || afterSeq < 0) throw new RangeError('afterSeq must be a non-negative integer');
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
}
