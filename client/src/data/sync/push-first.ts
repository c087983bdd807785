/**
 * A tab's own writes go out to the server before the tab re-renders them.
 *
 * Why: between a write reaching IndexedDB and its push request, RxDB's upstream waits for two
 * IndexedDB round trips (the write's commit, then the replication's record of what the server
 * has). Each answer arrives as a task, and the tab's re-render of the same write (a React
 * transition, in 5 ms slices) takes its turn first, so the push started 25–30 ms after the write
 * instead of about 10, and every other device saw the change that much later. While this tab's
 * sync engine pushes, a re-render caused by a local write therefore waits until a push has
 * started, or `holdMs` at most (a write that pushes nothing: a no-op, a failed request), which
 * keeps the delay on this tab's own screen under a frame.
 *
 * Renders of changes from elsewhere (other devices, other tabs) are never held: only writes made
 * here through data/crdt-writes.ts arm the hold, and only in the tab that pushes.
 */
export interface PushFirst {
  /** The sync engine of this tab pushes (leader, running) or stopped pushing. */
  setPushing(pushing: boolean): void;
  /** A local write begins; call the returned function when it has been saved or has failed. */
  writeStarted(): (outcome: 'saved' | 'failed') => void;
  /** The sync engine handed documents to a push request. */
  pushStarted(): void;
  /** Runs `render` now, or once the pending writes' push has started (or after `holdMs`). */
  afterPush(render: () => void): void;
}

/** Longer than a write's commit plus the replication's read (≈ 10–20 ms), shorter than a frame or two. */
export const PUSH_FIRST_HOLD_MS = 40;

export function createPushFirst(holdMs = PUSH_FIRST_HOLD_MS): PushFirst {
  let pushing = false;
  /** Local writes since the last push started (succeeded or still running). */
  let awaiting = 0;
  let held: (() => void)[] = [];
  let timeout: ReturnType<typeof setTimeout> | undefined;

  const release = () => {
    awaiting = 0;
    clearTimeout(timeout);
    timeout = undefined;
    const renders = held;
    held = [];
    // In order: a later value of a query must never be overwritten by an earlier one.
    for (const render of renders) render();
  };

  return {
    setPushing(on) {
      pushing = on;
      if (!on) release();
    },
    writeStarted() {
      if (!pushing) return () => undefined;
      awaiting += 1;
      let settled = false;
      return (outcome) => {
        if (settled) return;
        settled = true;
        if (outcome === 'saved') {
          // Its push is due now: if none starts (nothing to push, the request never leaves), the
          // hold ends anyway.
          timeout ??= setTimeout(release, holdMs);
          return;
        }
        awaiting = Math.max(0, awaiting - 1);
        if (awaiting === 0) release();
      };
    },
    pushStarted: release,
    afterPush(render) {
      // Once anything is held, later renders queue behind it so that they keep their order.
      if (awaiting === 0 && held.length === 0) return render();
      held.push(render);
      timeout ??= setTimeout(release, holdMs);
    },
  };
}

/** The tab's one instance: written to by crdt-writes.ts and start-sync.ts, read by the live queries. */
export const pushFirst = createPushFirst();
