import type pg from 'pg';

/** An arbitrary constant key for the advisory lock that serialises schema creation and migration. */
const SCHEMA_LOCK_KEY = 0x5041_5944;

/**
 * Runs `work` in a transaction holding the schema lock. Every store creates and migrates its
 * tables through this: several server instances may start at once on a fresh database, and
 * concurrent `CREATE TABLE IF NOT EXISTS` can still fail on the catalog's unique index.
 */
export async function withSchemaLock(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await work(client);
    await client.query('COMMIT');
    client.release();
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    client.release(true);
    throw error;
  }
}
