import type { SyncStoreOptions } from './sync-store';

/**
 * The server's record of open sessions, in the shared store (SQLite file, or the PostgreSQL
 * database every instance uses). A session is recorded when a sign-in is exchanged for a cookie
 * and every request checks it here, so ending it — signing out, or "sign out everywhere" — is
 * effective at once on every instance, whatever each instance's verification cache holds.
 *
 * Rows are kept until the cookie would expire anyway (ended ones too, so that an instance that
 * lost its notifications for a while can catch up), then dropped.
 */
export interface SessionRecord {
  /** Random, unguessable, part of the signed cookie (session-cookie.ts). */
  id: string;
  uid: string;
  expiresAt: Date;
}

/** A session ended: one (`sessionId`), or all of a person's (`sessionId` null). */
export interface SessionEnded {
  uid: string;
  sessionId: string | null;
}

export interface SessionStore {
  /** Records a session just opened (and drops expired ones). */
  open(session: SessionRecord): Promise<void>;
  /** The owner of a session that is recorded, not ended and not expired; else null. */
  ownerOf(sessionId: string): Promise<string | null>;
  /** Ends one session (signing out); harmless for an unknown or already ended one. */
  end(sessionId: string): Promise<void>;
  /** Ends every session of a person ("sign out everywhere"). */
  endAll(uid: string): Promise<void>;
  /**
   * Closing an account: ends every session of the person (announced as endAll does, so their
   * open streams stop on every instance) and deletes their session records.
   */
  eraseAccount(uid: string): Promise<void>;
  /** Called for each ending, on every instance sharing the store (streams of that session stop). */
  onEnded(listener: (event: SessionEnded) => void): () => void;
  close(): Promise<void>;
}

/** Options of the open…SessionStore factories: where errors outside any call go (as for the sync store). */
export type SessionStoreOptions = SyncStoreOptions;
