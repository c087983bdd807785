/**
 * What the server stores for one account: its documents (each with its CRDT history) in the SQLite
 * store the benchmark's server writes (read-only, beside the running server).
 */
import Database from 'better-sqlite3';

export function serverBytesOf(sqliteFile: string, uid: string): { documents: number; bytes: number } {
  const db = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare<[string], { documents: number; bytes: number | null }>('SELECT count(*) AS documents, sum(length(CAST(doc AS BLOB))) AS bytes FROM sync_documents WHERE uid = ?').get(uid);
    return { documents: row?.documents ?? 0, bytes: row?.bytes ?? 0 };
  } finally {
    db.close();
  }
}
