import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * A connection to the server's SQLite file, as every SQLite store opens it: WAL, so readers never
 * wait for a writer; `synchronous = NORMAL` (see sqlite-sync-store.ts for why); and a busy timeout,
 * since the stores each hold a connection of their own to the one file.
 */
export function openSqliteFile(file: string): Database.Database {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  return db;
}
