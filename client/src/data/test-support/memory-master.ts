import { Subject } from 'rxjs';
import type { RxCollection, RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { deepEqual } from 'rxdb/plugins/utils';

type Doc = WithDeleted<Record<string, unknown>> & { id: string };
interface Checkpoint {
  seq: number;
}

/**
 * A stand-in for the sync server (docs/sync.md), in memory: it stores documents as they are
 * pushed (never changing a field), answers a push whose assumed state is stale with the stored
 * document as a conflict, and serves pulls by a monotonic sequence. Devices replicate through it the
 * way they will through Fastify, so the CRDT merge runs exactly as in the app.
 */
export class MemoryMaster {
  private readonly collections = new Map<string, Map<string, { doc: Doc; seq: number }>>();
  private seq = 0;
  private readonly changed = new Subject<'RESYNC'>();

  get sequence(): number {
    return this.seq;
  }

  private store(collection: string): Map<string, { doc: Doc; seq: number }> {
    let docs = this.collections.get(collection);
    if (!docs) this.collections.set(collection, (docs = new Map()));
    return docs;
  }

  async push(collection: string, rows: RxReplicationWriteToMasterRow<Record<string, unknown>>[]): Promise<Doc[]> {
    const docs = this.store(collection);
    const conflicts: Doc[] = [];
    for (const row of rows) {
      const incoming = row.newDocumentState as Doc;
      const stored = docs.get(incoming.id);
      if (stored && (!row.assumedMasterState || !deepEqual(stored.doc, row.assumedMasterState))) {
        conflicts.push(stored.doc);
        continue;
      }
      docs.set(incoming.id, { doc: structuredClone(incoming), seq: ++this.seq });
    }
    if (rows.length > conflicts.length) this.changed.next('RESYNC');
    return conflicts;
  }

  async pull(collection: string, checkpoint: Checkpoint | undefined, batchSize: number) {
    const after = checkpoint?.seq ?? 0;
    const rows = [...this.store(collection).values()].filter((row) => row.seq > after).sort((a, b) => a.seq - b.seq).slice(0, batchSize);
    return {
      documents: rows.map((row) => structuredClone(row.doc)),
      checkpoint: { seq: rows.length > 0 ? rows[rows.length - 1]!.seq : after },
    };
  }

  /** Starts a live replication of `collection` with this master. */
  replicate<T>(collection: RxCollection<T>, device: string): RxReplicationState<T, Checkpoint> {
    const stream$ = new Subject<'RESYNC'>();
    const forward = this.changed.subscribe(() => stream$.next('RESYNC'));
    const state = replicateRxCollection<T, Checkpoint>({
      collection,
      replicationIdentifier: `memory-master-${device}-${collection.name}`,
      live: true,
      waitForLeadership: false,
      retryTime: 50,
      push: { handler: (rows) => this.push(collection.name, rows as never) as never },
      pull: { handler: (checkpoint, batchSize) => this.pull(collection.name, checkpoint, batchSize) as never, stream$ },
    });
    state.canceled$.subscribe((canceled) => canceled && forward.unsubscribe());
    return state;
  }
}

/**
 * Lets the given replications exchange everything: repeats "pull again, wait until idle" on every
 * device until a whole round moves nothing on the master, then stops them.
 */
export async function exchangeChanges(master: MemoryMaster, states: RxReplicationState<unknown, Checkpoint>[]): Promise<void> {
  const errors: unknown[] = [];
  const subscriptions = states.map((state) => state.error$.subscribe((error) => errors.push(error)));
  try {
    for (let round = 0; round < 20; round++) {
      const before = master.sequence;
      for (const state of states) {
        state.reSync();
        await state.awaitInSync();
      }
      if (errors.length > 0) throw new Error(`replication failed: ${String(errors[0])}`);
      if (master.sequence === before && round > 0) return;
    }
    throw new Error('replication did not settle in 20 rounds');
  } finally {
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    await Promise.all(states.map((state) => state.cancel()));
  }
}
