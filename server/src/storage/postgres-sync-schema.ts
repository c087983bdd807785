import type pg from 'pg';

/** The NOTIFY channel on which every server instance announces its committed pushes. */
export const SYNC_CHANNEL = 'paydown_sync';

/** The application_name of each store's LISTEN connection (visible in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'paydown-sync-listener';

/**
 * `doc` is TEXT holding the client's JSON exactly as serialised, not JSONB: JSONB reorders keys,
 * normalises numbers and rejects `\u0000` in strings, and nothing queries inside documents. The
 * SQLite store stores the same text, so both stores answer byte-identical documents.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS sync_documents (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  uid TEXT NOT NULL,
  seq BIGINT NOT NULL,
  server_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  deleted BOOLEAN NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (collection, id)
);
CREATE INDEX IF NOT EXISTS sync_documents_pull ON sync_documents (uid, collection, seq);
CREATE TABLE IF NOT EXISTS sync_users (
  uid TEXT PRIMARY KEY,
  last_seq BIGINT NOT NULL
);`;

/** An arbitrary constant key for the advisory lock that serialises schema creation. */
const SCHEMA_LOCK_KEY = 0x5041_5944;

/**
 * Creates the tables if absent. Several server instances may start at once, and concurrent
 * `CREATE TABLE IF NOT EXISTS` can still fail on the catalog's unique index, hence the lock.
 */
export async function ensurePostgresSyncSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query(DDL);
    await client.query('COMMIT');
    client.release();
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    client.release(true);
    throw error;
  }
}
