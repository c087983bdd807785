import type pg from 'pg';
import { withSchemaLock } from './postgres-schema-lock';

/** The NOTIFY channel on which every server instance announces its committed pushes. */
export const SYNC_CHANNEL = 'paydown_sync';

/** The application_name of each store's LISTEN connection (visible in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'paydown-sync-listener';

/**
 * `doc` is TEXT holding the client's JSON exactly as serialised, not JSONB: JSONB reorders keys,
 * normalises numbers and rejects `\u0000` in strings, and nothing queries inside documents. The
 * SQLite store stores the same text, so both stores answer byte-identical documents.
 *
 * A document is identified by its owner, its collection and its id: ids are made on devices, and
 * one account's id must never block, overwrite or reveal another account's document.
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
  PRIMARY KEY (uid, collection, id)
);
CREATE INDEX IF NOT EXISTS sync_documents_pull ON sync_documents (uid, collection, seq);
CREATE TABLE IF NOT EXISTS sync_users (
  uid TEXT PRIMARY KEY,
  last_seq BIGINT NOT NULL
);`;

/**
 * Databases made before documents were keyed by owner have the key (collection, id). Ids were then
 * unique across owners, so the existing rows are already unique by (uid, collection, id): the key
 * is swapped in place, keeping every row, seq and checkpoint.
 */
async function keyDocumentsByOwner(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.conname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.conrelid = 'sync_documents'::regclass AND c.contype = 'p'
      GROUP BY c.conname`,
  );
  const key = rows[0];
  if (!key || key.columns.includes('uid')) return;
  await client.query(`ALTER TABLE sync_documents DROP CONSTRAINT "${key.name.replaceAll('"', '""')}", ADD PRIMARY KEY (uid, collection, id)`);
}

/** Creates the tables if absent and brings an older database to the current keys, under the schema lock. */
export async function ensurePostgresSyncSchema(pool: pg.Pool): Promise<void> {
  await withSchemaLock(pool, async (client) => {
    await client.query(DDL);
    await keyDocumentsByOwner(client);
  });
}
