import pg from 'pg';
import { defaultOnError } from './change-emitter';
import { withSchemaLock } from './postgres-schema-lock';
import type { SyncStoreOptions } from './sync-store';
import { assertStorableUser, type ServerUser, type UsersStore } from './users-store';

export async function openPostgresUsersStore(url: string, options: SyncStoreOptions = {}): Promise<UsersStore> {
  const onError = options.onError ?? defaultOnError;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closed = false;
  // An idle pooled connection that dies (a database restart, a terminated backend) is reported on
  // the pool, which replaces it; without a listener that report would end the process. After
  // close, connections still shutting down may report errors that are no longer worth a word.
  pool.on('error', (error) => closed || onError('users store: an idle PostgreSQL connection failed', error));
  try {
    await withSchemaLock(pool, async (client) => {
      await client.query(`CREATE TABLE IF NOT EXISTS server_users (
        uid TEXT PRIMARY KEY,
        doc JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      )`);
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  const find = async (uid: string): Promise<ServerUser | null> => {
    const { rows } = await pool.query<{ doc: ServerUser }>('SELECT doc FROM server_users WHERE uid = $1', [uid]);
    return rows[0]?.doc ?? null;
  };
  return {
    findByUid: find,
    async createIfAbsent(user) {
      assertStorableUser(user);
      const { rowCount } = await pool.query(
        'INSERT INTO server_users (uid, doc, created_at) VALUES ($1, $2, $3) ON CONFLICT (uid) DO NOTHING',
        [user.uid, JSON.stringify(user), user.createdAt],
      );
      const stored = await find(user.uid);
      if (!stored) throw new Error('user row vanished after insert');
      return { user: stored, created: rowCount === 1 };
    },
    async recordSignIn(uid, at) {
      const { rows } = await pool.query<{ doc: ServerUser }>(
        "UPDATE server_users SET doc = jsonb_set(doc, '{lastLoginAt}', to_jsonb($2::text)) WHERE uid = $1 RETURNING doc",
        [uid, at],
      );
      return rows[0]?.doc ?? null;
    },
    async eraseAccount(uid) {
      await pool.query('DELETE FROM server_users WHERE uid = $1', [uid]);
    },
    async close() {
      closed = true;
      await pool.end();
    },
  };
}
