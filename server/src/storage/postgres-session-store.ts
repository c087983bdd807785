import pg from 'pg';
import { ChangeEmitter, defaultOnError } from './change-emitter';
import { listenForChanges } from './postgres-change-listener';
import { withSchemaLock } from './postgres-schema-lock';
import type { SessionEnded, SessionStore, SessionStoreOptions } from './session-store';

/** The NOTIFY channel on which an instance announces the sessions it ended. */
const SESSIONS_CHANNEL = 'paydown_sessions';

/**
 * The session store of instances sharing one PostgreSQL database. Each ending is announced with
 * NOTIFY in the statement that ends it (delivered on commit), and every instance LISTENs and
 * re-emits, its own endings included, so open streams of an ended session stop on every instance.
 */
export async function openPostgresSessionStore(url: string, options: SessionStoreOptions = {}): Promise<SessionStore> {
  const onError = options.onError ?? defaultOnError;
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  let closed = false;
  pool.on('error', (error) => closed || onError('session store: an idle PostgreSQL connection failed', error));
  const ended = new ChangeEmitter<SessionEnded>((error) => onError('session store: a listener threw', error));
  let listener: { close(): Promise<void> };
  try {
    await withSchemaLock(pool, async (client) => {
      await client.query(`
        CREATE TABLE IF NOT EXISTS server_sessions (
          id TEXT PRIMARY KEY,
          uid TEXT NOT NULL,
          expires_at TIMESTAMPTZ NOT NULL,
          ended_at TIMESTAMPTZ
        );
        CREATE INDEX IF NOT EXISTS server_sessions_uid ON server_sessions (uid);
        CREATE INDEX IF NOT EXISTS server_sessions_expiry ON server_sessions (expires_at);`);
    });
    listener = await listenForChanges<SessionEnded>({
      url,
      channel: SESSIONS_CHANNEL,
      applicationName: 'paydown-sessions-listener',
      parse: parseSessionEnded,
      onEvent: (event) => ended.emit(event),
      reportError: (error) => onError('session store: the LISTEN connection failed (reconnecting)', error),
      async catchUp(since) {
        const { rows } = await pool.query<{ uid: string; id: string }>('SELECT uid, id FROM server_sessions WHERE ended_at >= $1', [since]);
        for (const row of rows) ended.emit({ uid: row.uid, sessionId: row.id });
      },
    });
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    async open(session) {
      await pool.query('DELETE FROM server_sessions WHERE expires_at <= now()');
      await pool.query('INSERT INTO server_sessions (id, uid, expires_at) VALUES ($1, $2, $3)', [session.id, session.uid, session.expiresAt]);
    },
    async ownerOf(sessionId) {
      const { rows } = await pool.query<{ uid: string }>(
        'SELECT uid FROM server_sessions WHERE id = $1 AND ended_at IS NULL AND expires_at > now()',
        [sessionId],
      );
      return rows[0]?.uid ?? null;
    },
    async end(sessionId) {
      // One statement: the row is ended and the NOTIFY sent in the same transaction.
      await pool.query(
        `WITH ended AS (UPDATE server_sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL RETURNING uid, id)
         SELECT pg_notify($2, json_build_object('uid', uid, 'sessionId', id)::text) FROM ended`,
        [sessionId, SESSIONS_CHANNEL],
      );
    },
    async endAll(uid) {
      await pool.query(
        `WITH ended AS (UPDATE server_sessions SET ended_at = now() WHERE uid = $1 AND ended_at IS NULL RETURNING id)
         SELECT pg_notify($2, json_build_object('uid', $1::text, 'sessionId', NULL)::text), (SELECT count(*) FROM ended)`,
        [uid, SESSIONS_CHANNEL],
      );
    },
    async eraseAccount(uid) {
      // One statement: the rows go and the ending is announced in the same transaction.
      await pool.query(
        `WITH erased AS (DELETE FROM server_sessions WHERE uid = $1 RETURNING id)
         SELECT pg_notify($2, json_build_object('uid', $1::text, 'sessionId', NULL)::text), (SELECT count(*) FROM erased)`,
        [uid, SESSIONS_CHANNEL],
      );
    },
    onEnded(listener) {
      return ended.add(listener);
    },
    async close() {
      closed = true;
      ended.clear();
      await listener.close();
      await pool.end();
    },
  };
}

function parseSessionEnded(payload: string | undefined): SessionEnded | null {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { uid, sessionId } = value as Record<string, unknown>;
    if (typeof uid !== 'string' || (sessionId !== null && typeof sessionId !== 'string')) return null;
    return { uid, sessionId };
  } catch {
    return null;
  }
}
