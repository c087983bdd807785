/**
 * What a quarter of simulated life left behind: the documents on the server (bytes of their JSON,
 * CRDT log included, as a pull carries them), the server's SQLite file for the account, and each
 * device's local database.
 */
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { TestSyncServer } from '../../client/src/data/sync/test-support/replicating-device';
import { SIMULATED_COLLECTIONS } from './household';

export interface ServerDocuments {
  /** The largest document (JSON bytes) and where it is. */
  largest: { bytes: number; collection: string; id: string };
  /** All live and deleted documents of the account, JSON bytes. */
  totalBytes: number;
  count: number;
  /** Live payments (the Dashboard's "paid in N payments"). */
  payments: number;
  /** The longest CRDT log (rows). */
  longestLog: number;
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

export async function measureServerDocuments(server: TestSyncServer): Promise<ServerDocuments> {
  const result: ServerDocuments = { largest: { bytes: 0, collection: '', id: '' }, totalBytes: 0, count: 0, payments: 0, longestLog: 0 };
  for (const collection of SIMULATED_COLLECTIONS) {
    const { documents } = await server.store.pull(server.uid, collection, 0, 1_000_000);
    for (const doc of documents as Array<Record<string, unknown> & { id: string; crdts?: { operations: unknown[] } }>) {
      const bytes = jsonBytes(doc);
      result.totalBytes += bytes;
      result.count += 1;
      if (collection === 'payments' && doc._deleted !== true) result.payments += 1;
      result.longestLog = Math.max(result.longestLog, doc.crdts?.operations.length ?? 0);
      if (bytes > result.largest.bytes) result.largest = { bytes, collection, id: doc.id };
    }
  }
  return result;
}

/**
 * A compact copy of the server's SQLite file (VACUUM INTO: what the account takes on disk without
 * free pages or the write-ahead log) at `copyFile`; returns its size. The store holds this one
 * account only, so the file is the account's server bytes, indexes included.
 */
export function copyServerFile(storeFile: string, copyFile: string): number {
  const db = new Database(storeFile, { readonly: true });
  try {
    db.prepare('VACUUM INTO ?').run(copyFile);
  } finally {
    db.close();
  }
  return statSync(copyFile).size;
}

/**
 * A device's local database: the JSON bytes of every value in every object store of its
 * IndexedDB databases (fake-indexeddb, the same Dexie storage the app uses in a browser): the
 * stored documents with their CRDT logs, and RxDB's own stores (replication checkpoints and
 * meta, the collections' bookkeeping). Indexes are not counted (a browser adds them on top).
 */
export async function measureLocalDatabase(databaseName: string): Promise<number> {
  let bytes = 0;
  for (const { name } of await indexedDB.databases()) {
    if (!name?.includes(databaseName)) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
        for (const value of values) bytes += jsonBytes(value);
      }
    } finally {
      db.close();
    }
  }
  return bytes;
}
