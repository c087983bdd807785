import type { PullAnswer, PushRow, SyncDocument } from '../../../schemas/wire/sync';

/**
 * The server's store of synced documents, behind one interface with two implementations (SQLite,
 * the embedded default; PostgreSQL for many servers) that pass one contract suite.
 *
 * Invariants every implementation keeps:
 * - Documents are stored exactly as the client sent them (the CRDT replay must see what the
 *   client wrote). Bookkeeping — the per-user sequence, the server time, the tombstone flag —
 *   lives in columns beside the document, never inside it.
 * - `seq` is per user, strictly increasing, and assigned under a per-user lock inside the push
 *   transaction, so a pull from any checkpoint never misses a committed document: a document
 *   with a lower seq can never commit after one with a higher seq has become visible.
 * - Every read and write is scoped by uid in the query itself, and a document's identity is
 *   (uid, collection, id): the same id in two accounts is two documents.
 */
export type { PushRow, SyncDocument };

/** A pull's answer, as the wire contract has it (schemas/wire/sync.ts). */
export type PullResult = PullAnswer;

export interface PushResult {
  /** The stored states of the rows that conflicted (their assumed state was missing or stale). */
  conflicts: SyncDocument[];
  /** How many documents were written (a push naming one id twice writes it once, with one seq). */
  written: number;
}

/** A change notification: which of the user's collections have new documents. */
export interface ChangeEvent {
  uid: string;
  collection: string;
  /** The last sequence number the push took. */
  seq: number;
  /**
   * When the emitting server has them at hand (a push it committed itself, SQLite): the documents
   * the push wrote, as stored, in sequence order, and the highest sequence number of the user's
   * documents in this collection before the push. With both, a device whose last pull ended at
   * `previousSeq` can take the documents as the answer to its next pull (the server would answer
   * exactly that). A change that arrived from another server (PostgreSQL NOTIFY) has neither.
   */
  documents?: SyncDocument[];
  previousSeq?: number;
}

/** Thrown by push when a row's document names another user; nothing of the push is written. */
export class ForeignDocumentError extends Error {
  override name = 'ForeignDocumentError';
}

export interface SyncStore {
  pull(uid: string, collection: string, afterSeq: number, limit: number): Promise<PullResult>;
  /**
   * One transaction: for each row, conflict when a stored document exists and the assumed state is
   * missing or differs from it (deep equality of the JSON); else write with the next seq. A row
   * identical to the stored document is a no-op (a re-sent push is harmless). Nothing stored →
   * insert, whatever the assumed state (there is no master to answer a conflict with). A row
   * whose document names another user throws ForeignDocumentError and nothing is written.
   * The rules live in sync-push-plan.ts, shared by every implementation.
   */
  push(uid: string, collection: string, rows: PushRow[]): Promise<PushResult>;
  /** Called after each committed push that wrote something — on every server sharing the store. */
  onChange(listener: (event: ChangeEvent) => void): () => void;
  /**
   * Closing an account: deletes every document of the user, tombstones included, and their
   * sequence, in one transaction (hard delete; routes/account.ts). Returns how many documents went.
   */
  eraseAccount(uid: string): Promise<number>;
  close(): Promise<void>;
}

/** Options of the `open…SyncStore` factories. */
export interface SyncStoreOptions {
  /**
   * Errors that happen outside any call — a change listener that threw, a dropped PostgreSQL
   * connection being re-established. Defaults to console.error; a server may pass its logger.
   */
  onError?: (message: string, error: unknown) => void;
}
