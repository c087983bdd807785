/** Helpers of the sync store contract suite (test code, shared by its parts). */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import type { ChangeEvent, SyncDocument, SyncStore } from './sync-store';

/** Opens a store on fresh, empty storage (a new SQLite file, a new PostgreSQL database). */
export type OpenStore = () => Promise<SyncStore>;

/** A fresh store for every test of the enclosing describe, closed after it. */
export function useFreshStore(open: OpenStore): () => SyncStore {
  let store: SyncStore | undefined;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });
  return () => {
    if (!store) throw new Error('no store outside a test');
    return store;
  };
}

export const newUid = (label: string) => `${label}-${randomUUID()}`;

export function doc(uid: string, id: string, fields: Record<string, unknown> = {}): SyncDocument {
  return { id, uid, _deleted: false, ...fields };
}

/** Pulls page by page until an empty page; returns everything and the checkpoint of each page. */
export async function pullEverything(store: SyncStore, uid: string, collection: string, afterSeq = 0, limit = 50) {
  const documents: SyncDocument[] = [];
  const checkpoints: number[] = [];
  let seq = afterSeq;
  for (;;) {
    const page = await store.pull(uid, collection, seq, limit);
    if (page.documents.length === 0) {
      if (page.checkpoint.seq !== seq) throw new Error(`empty page moved the checkpoint from ${seq} to ${page.checkpoint.seq}`);
      return { documents, checkpoints, checkpoint: seq };
    }
    if (page.checkpoint.seq <= seq) throw new Error(`checkpoint did not advance past ${seq}`);
    documents.push(...page.documents);
    checkpoints.push(page.checkpoint.seq);
    seq = page.checkpoint.seq;
  }
}

/** Records every change event of a store. */
export function recordChanges(store: SyncStore) {
  const events: ChangeEvent[] = [];
  const waiters: Array<{ test: (event: ChangeEvent) => boolean; resolve: (event: ChangeEvent) => void }> = [];
  const stop = store.onChange((event) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.test(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  return {
    events,
    stop,
    /** The first event (already seen or coming) that matches, or a rejection after `timeoutMs`. */
    next(test: (event: ChangeEvent) => boolean, timeoutMs = 5_000): Promise<ChangeEvent> {
      const seen = events.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching change event')), timeoutMs);
        waiters.push({ test, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      });
    },
  };
}

/**
 * Resolves once every change written before the call has been announced, so a test can then
 * assert that one was NOT announced. Notifications (PostgreSQL NOTIFY, 1–2 ms late) arrive in
 * commit order, so a witness written now and seen means every earlier one had its chance. The
 * witness belongs to an account of its own: WITNESS_UID lets a test leave it out.
 */
export async function allAnnounced(store: SyncStore): Promise<void> {
  const witness = recordChanges(store);
  try {
    await store.push(WITNESS_UID, 'debts', [{ newDocumentState: doc(WITNESS_UID, newUid('witness-doc')) }]);
    await witness.next((event) => event.uid === WITNESS_UID);
  } finally {
    witness.stop();
  }
}

/** The account allAnnounced writes its witness to. */
export const WITNESS_UID = newUid('witness');
