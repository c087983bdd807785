import type { ServerUser } from '../../../schemas/wire/users';
import { textProblem } from '../input/json-limits';

export type { ServerUser };

/**
 * The server's record of each signed-in person, keyed by their auth uid (ServerUser, the wire
 * contract's answer of `POST /api/users`): created on first sign-in; afterwards only its
 * `lastLoginAt` changes, overwritten by each sign-in (a sign-in time is not history: it is kept
 * here, one value per person, not in the synced users document, where every change would be one
 * more CRDT operation forever).
 */
export interface UsersStore {
  findByUid(uid: string): Promise<ServerUser | null>;
  /** Inserts unless a record for `user.uid` exists; returns the stored record either way. */
  createIfAbsent(user: ServerUser): Promise<{ user: ServerUser; created: boolean }>;
  /** Overwrites the stored record's `lastLoginAt` and returns the record; null when there is none. */
  recordSignIn(uid: string, at: string): Promise<ServerUser | null>;
  /** Closing an account: deletes the person's record (harmless when there is none). */
  eraseAccount(uid: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Both stores refuse the same records: PostgreSQL's JSONB refuses NUL characters and unpaired
 * surrogates, which SQLite's text would keep. (The API refuses such text before it gets here.)
 */
export function assertStorableUser(user: ServerUser): void {
  for (const [field, value] of Object.entries(user)) {
    const problem = typeof value === 'string' ? textProblem(value) : null;
    if (problem) throw new TypeError(`user record: ${field} ${problem}`);
  }
}
