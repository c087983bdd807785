import { setCheckpoint, type RxStorageInstanceReplicationState } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';

/**
 * An upstream position before every local write: RxDB's fork checkpoint (`{ id, lwt }`, the order
 * `_meta.lwt`, then id, in which its upstream reads local changes).
 */
const BEFORE_EVERY_WRITE = { id: '', lwt: 0 };

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
 * So once each start's first pass is done, the upstream runs its pass again from the beginning:
 * it reads every local document once and compares it with the state the server is known to hold
 * (the replication's assumed master state), so only documents that differ are sent. Nothing is sent
 * twice and nothing waits for it: the local read runs after the first sync, in the leader tab only.
 */
export async function recheckLocalWrites(replication: RxReplicationState<unknown, unknown>): Promise<void> {
  // Resolves once the first pull and push since this start are done and nothing is in flight
  // (never while offline: then nothing can be pushed anyway, and this waits for the connection).
  // A live push that ends between here and the pass below moves the position forward again and
  // may hide an older write once more: the next start checks again.
  await replication.awaitInSync();
  const state = replication.internalReplicationState as RxStorageInstanceReplicationState<unknown> | undefined;
  if (!state || replication.isStopped()) return;
  await setCheckpoint(state, 'up', BEFORE_EVERY_WRITE);
  // A RESYNC makes the upstream run its start-up pass again, from the position just set (and the
  // downstream pull from its own checkpoint, the server's sequence: no clock there).
  replication.reSync();
}
