import { ChangeEmitter, defaultOnError } from './change-emitter';
import { openSqliteFile } from './sqlite-file';
import type { SessionEnded, SessionStore, SessionStoreOptions } from './session-store';

/** The embedded session store: a table in the server's SQLite file (one process owns the file). */
export function openSqliteSessionStore(file: string, options: SessionStoreOptions = {}): SessionStore {
  const onError = options.onError ?? defaultOnError;
  const db = openSqliteFile(file);
  db.exec(`
    CREATE TABLE IF NOT EXISTS server_sessions (
      id TEXT PRIMARY KEY,
      uid TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      ended_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS server_sessions_uid ON server_sessions (uid);
    CREATE INDEX IF NOT EXISTS server_sessions_expiry ON server_sessions (expires_at);`);
  const dropExpired = db.prepare<[number]>('DELETE FROM server_sessions WHERE expires_at <= ?');
  const insert = db.prepare<[string, string, number]>('INSERT INTO server_sessions (id, uid, expires_at) VALUES (?, ?, ?)');
  const selectOwner = db.prepare<[string, number], { uid: string }>(
    'SELECT uid FROM server_sessions WHERE id = ? AND ended_at IS NULL AND expires_at > ?',
  );
  const endOne = db.prepare<[number, string], { uid: string }>(
    'UPDATE server_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL RETURNING uid',
  );
  const endAllOf = db.prepare<[number, string]>('UPDATE server_sessions SET ended_at = ? WHERE uid = ? AND ended_at IS NULL');
  const deleteAllOf = db.prepare<[string]>('DELETE FROM server_sessions WHERE uid = ?');
  const ended = new ChangeEmitter<SessionEnded>((error) => onError('session store: a listener threw', error));

  return {
    async open(session) {
      const now = Date.now();
      dropExpired.run(now);
      insert.run(session.id, session.uid, session.expiresAt.getTime());
    },
    async ownerOf(sessionId) {
      return selectOwner.get(sessionId, Date.now())?.uid ?? null;
    },
    async end(sessionId) {
      const row = endOne.get(Date.now(), sessionId);
      if (row) ended.emit({ uid: row.uid, sessionId });
    },
    async endAll(uid) {
      endAllOf.run(Date.now(), uid);
      ended.emit({ uid, sessionId: null });
    },
    async eraseAccount(uid) {
      deleteAllOf.run(uid);
      ended.emit({ uid, sessionId: null });
    },
    onEnded(listener) {
      return ended.add(listener);
    },
    async close() {
      ended.clear();
      db.close();
    },
  };
}
