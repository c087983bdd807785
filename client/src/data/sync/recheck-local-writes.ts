import {
  getAssumedMasterState,
  getChangedDocumentsSince,
  setCheckpoint,
  writeDocToDocState,
  type RxDocumentData,
  type RxStorageInstanceReplicationState,
} from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { startUp } from '@/start-up/start-up';

/** An upstream position: RxDB's fork checkpoint, the order (`_meta.lwt`, then id) in which its upstream reads local changes. */
interface UpstreamPosition {
  id: string;
  lwt: number;
}

/** A position before every local write. */
const BEFORE_EVERY_WRITE: UpstreamPosition = { id: '', lwt: 0 };

/** Local documents compared per task: a few milliseconds of work, so the check never holds input up. */
export const RECHECK_BATCH = 50;

/**
 * Makes sure no local write is left unpushed because of a wall clock (docs/sync.md, "Clocks").
 *
 * RxDB's upstream remembers how far it pushed by the documents' local write time (`_meta.lwt`,
 * `Date.now()` made monotonic only within one page load), and at start pushes only what was written
 * after that position. A device whose clock was ahead stores a position in the future; once the
 * clock is corrected, writes made before the next start (offline, or whose push never got out)
 * have an earlier time and that start-up pass skips them, for good. No comparison with the clock
 * can tell this apart: the stored position and the writes were all timed by the same wrong clock.
 *
 * So once each start's first pass is done, every local document is compared once more with the
 * state the server is known to hold (the replication's assumed master state), in RxDB's upstream
 * order, RECHECK_BATCH documents per task (`startUp.stage`): at 10,000 payments the check is two
 * hundred short tasks, not one pass of long ones. Where a document differs, the upstream is moved
 * back to just before it and runs its start-up pass again from there: RxDB itself compares and
 * pushes, so the decision of what to send stays RxDB's. The comparison here only decides where
 * that pass starts, and counts a document as equal only when RxDB's upstream would (the same
 * conflict handler on the same stripped state); anything else starts the pass there, where RxDB
 * decides again. In the usual case nothing differs and nothing is sent. Nothing waits for it: it
 * runs after the first sync, in the leader tab only.
 */
export async function recheckLocalWrites(replication: RxReplicationState<unknown, unknown>): Promise<void> {
  // Resolves once the first pull and push since this start are done and nothing is in flight
  // (never while offline: then nothing can be pushed anyway, and this waits for the connection).
  // A live push that ends between here and the pass below moves the position forward again and
  // may hide an older write once more: the next start checks again.
  await replication.awaitInSync();
  const state = replication.internalReplicationState as RxStorageInstanceReplicationState<unknown> | undefined;
  if (!state) return;
  const from = await firstDifferingPosition(state, () => replication.isStopped());
  if (from === null || replication.isStopped()) return;
  await setCheckpoint(state, 'up', from);
  // A RESYNC makes the upstream run its start-up pass again, from the position just set (and the
  // downstream pull from its own checkpoint, the server's sequence: no clock there).
  replication.reSync();
}

/**
 * The upstream position just before the first local document (in upstream order) that may differ
 * from its assumed master state, or null when every one is equal to it.
 */
async function firstDifferingPosition(state: RxStorageInstanceReplicationState<unknown>, stopped: () => boolean): Promise<UpstreamPosition | null> {
  let position = BEFORE_EVERY_WRITE;
  while (!stopped()) {
    const batch = await startUp.stage(async () => {
      const changed = await getChangedDocumentsSince(state.input.forkInstance, RECHECK_BATCH, position);
      const documents = changed.documents as RxDocumentData<unknown>[];
      const assumed = await getAssumedMasterState(state, documents.map((doc) => (doc as Record<string, unknown>)[state.primaryPath] as string));
      return { documents, checkpoint: changed.checkpoint as UpstreamPosition | undefined, assumed };
    });
    if (batch.documents.length === 0) return null;
    for (const doc of batch.documents) {
      const id = (doc as Record<string, unknown>)[state.primaryPath] as string;
      const master = batch.assumed[id];
      const equal =
        master !== undefined &&
        master.metaDocument.isResolvedConflict !== doc._rev &&
        (await state.input.conflictHandler.isEqual(master.docData, writeDocToDocState(doc, state.hasAttachments, !!state.input.keepMeta), 'upstream-check-if-equal'));
      if (!equal) return position;
      position = { id, lwt: doc._meta.lwt };
    }
    if (batch.checkpoint) position = batch.checkpoint;
  }
  return null;
}
