import type Database from 'better-sqlite3';

/**
 * A document is identified by its owner, its collection and its id (as in the PostgreSQL store):
 * ids are made on devices, and one account's id must never block, overwrite or reveal another
 * account's document.
 */
const DOCUMENTS_TABLE = (name: string) => `
CREATE TABLE IF NOT EXISTS ${name} (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  uid TEXT NOT NULL,
  seq INTEGER NOT NULL,
  server_time INTEGER NOT NULL,
  deleted INTEGER NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (uid, collection, id)
);`;

const SCHEMA = `
${DOCUMENTS_TABLE('sync_documents')}
CREATE INDEX IF NOT EXISTS sync_documents_pull ON sync_documents (uid, collection, seq);
CREATE TABLE IF NOT EXISTS sync_users (
  uid TEXT PRIMARY KEY,
  last_seq INTEGER NOT NULL
);`;

function documentsKeyedByOwner(db: Database.Database): boolean {
  const columns = db.prepare<[], { name: string; pk: number }>('PRAGMA table_info(sync_documents)').all();
  return columns.some((column) => column.name === 'uid' && column.pk > 0);
}

/**
 * Creates the tables if absent and brings a file made before documents were keyed by owner (key
 * (collection, id)) to the current key. SQLite cannot change a primary key in place, so the table
 * is copied into one with the new key, every row, seq and checkpoint kept (ids were unique across
 * owners then, so the rows are unique by the new key too). One immediate transaction: another
 * connection opening the same file at that moment waits, then finds the work done.
 */
export function ensureSqliteSyncSchema(db: Database.Database): void {
  db.exec(SCHEMA);
  const migrate = db.transaction(() => {
    if (documentsKeyedByOwner(db)) return;
    db.exec(`
      ${DOCUMENTS_TABLE('sync_documents_by_owner')}
      INSERT INTO sync_documents_by_owner (collection, id, uid, seq, server_time, deleted, doc)
        SELECT collection, id, uid, seq, server_time, deleted, doc FROM sync_documents;
      DROP TABLE sync_documents;
      ALTER TABLE sync_documents_by_owner RENAME TO sync_documents;
      CREATE INDEX IF NOT EXISTS sync_documents_pull ON sync_documents (uid, collection, seq);
    `);
  });
  if (!documentsKeyedByOwner(db)) migrate.immediate();
}
