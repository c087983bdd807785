import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates an empty database on the cluster of `serverUrl` and returns its URL: each test gets its
 * own tables and its own NOTIFY namespace (notifications are per database).
 */
export async function createFreshDatabase(serverUrl: string, prefix = 'paydown_test'): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return withDatabase(serverUrl, name);
}

/** Drops a database made by createFreshDatabase, closing any connection still open to it. */
export async function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
