/**
 * Bulk load of the synthetic accounts (capacity-accounts.ts) into the server's stores, for
 * `npm run bench:capacity`. Pushing 10,000 accounts through the routes would take minutes and
 * measure the load rather than the load's result, so the tables are created by the stores
 * themselves (their own schema code) and then filled in large statements with exactly what a
 * push writes: the document as JSON text, its per-account seq, and the account's last seq.
 */
import pg from 'pg';
import type { SyncDocument } from '../../schemas/wire/sync';
import { openPostgresSyncStore } from '../../server/src/storage/postgres-sync-store';
import { openSqliteFile } from '../../server/src/storage/sqlite-file';
import { openSqliteSyncStore } from '../../server/src/storage/sqlite-sync-store';
import { accountDocuments, benchUid, type SeedDocument } from './capacity-accounts';

/** What a device of an active account knows at the start: its debts and where each pull stands. */
export interface SeededAccount {
  uid: string;
  debts: SyncDocument[];
  /** Per collection: the highest seq of the account's documents in it (the device's checkpoint). */
  checkpoints: Record<string, number>;
}

export interface SeedResult {
  accounts: number;
  documents: number;
  /** Total size of the documents' JSON (what the stores hold in `doc`). */
  jsonBytes: number;
  /** The first `activeAccounts` accounts, for the load generator. */
  active: SeededAccount[];
}

interface Row {
  collection: string;
  id: string;
  uid: string;
  seq: number;
  doc: string;
}

const BATCH_ACCOUNTS = 200;

export async function seedAccounts(options: {
  accounts: number;
  activeAccounts: number;
  postgresUrl?: string;
  sqliteFile?: string;
  log: (line: string) => void;
}): Promise<SeedResult> {
  const { accounts, activeAccounts, postgresUrl, sqliteFile, log } = options;
  // The stores create (or check) their own tables.
  if (postgresUrl) await (await openPostgresSyncStore(postgresUrl)).close();
  if (sqliteFile) await openSqliteSyncStore(sqliteFile).close();

  const client = postgresUrl ? new pg.Client({ connectionString: postgresUrl }) : null;
  await client?.connect();
  const sqlite = sqliteFile ? openSqliteFile(sqliteFile) : null;
  const insertSqlite = sqlite?.prepare('INSERT INTO sync_documents (collection, id, uid, seq, server_time, deleted, doc) VALUES (?, ?, ?, ?, ?, 0, ?)');
  const insertSqliteUser = sqlite?.prepare('INSERT INTO sync_users (uid, last_seq) VALUES (?, ?)');
  const writeSqlite = sqlite?.transaction((rows: Row[], users: Array<[string, number]>) => {
    const now = Date.now();
    for (const row of rows) insertSqlite!.run(row.collection, row.id, row.uid, row.seq, now, row.doc);
    for (const [uid, lastSeq] of users) insertSqliteUser!.run(uid, lastSeq);
  });

  const result: SeedResult = { accounts, documents: 0, jsonBytes: 0, active: [] };
  try {
    for (let first = 0; first < accounts; first += BATCH_ACCOUNTS) {
      const rows: Row[] = [];
      const users: Array<[string, number]> = [];
      for (let index = first; index < Math.min(accounts, first + BATCH_ACCOUNTS); index++) {
        const uid = benchUid(index);
        const documents: SeedDocument[] = accountDocuments(index);
        const checkpoints: Record<string, number> = {};
        documents.forEach(({ collection, doc }, position) => {
          const text = JSON.stringify(doc);
          rows.push({ collection, id: doc.id, uid, seq: position + 1, doc: text });
          checkpoints[collection] = position + 1;
          result.jsonBytes += Buffer.byteLength(text);
        });
        users.push([uid, documents.length]);
        result.documents += documents.length;
        if (index < activeAccounts) {
          result.active.push({ uid, debts: documents.filter((d) => d.collection === 'debts').map((d) => d.doc), checkpoints });
        }
      }
      // PostgreSQL works on this batch in its own process while SQLite writes it here.
      const postgresDone = client ? writePostgres(client, rows, users) : Promise.resolve();
      writeSqlite?.(rows, users);
      await postgresDone;
      if ((first / BATCH_ACCOUNTS) % 10 === 9) log(`  seeded ${Math.min(accounts, first + BATCH_ACCOUNTS).toLocaleString('en-US')} accounts…`);
    }
    // Statistics and a compact heap, as a database that has been running a while would have.
    await client?.query('VACUUM ANALYZE sync_documents');
    await client?.query('VACUUM ANALYZE sync_users');
    sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    await client?.end();
    sqlite?.close();
  }
  return result;
}

async function writePostgres(client: pg.Client, rows: Row[], users: Array<[string, number]>): Promise<void> {
  await client.query(
    `INSERT INTO sync_documents (collection, id, uid, seq, deleted, doc)
     SELECT c, i, u, s, false, d FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[]) AS r(c, i, u, s, d)`,
    [rows.map((r) => r.collection), rows.map((r) => r.id), rows.map((r) => r.uid), rows.map((r) => r.seq), rows.map((r) => r.doc)],
  );
  await client.query('INSERT INTO sync_users (uid, last_seq) SELECT u, s FROM unnest($1::text[], $2::bigint[]) AS r(u, s)', [
    users.map(([uid]) => uid),
    users.map(([, seq]) => seq),
  ]);
}

/** Bytes PostgreSQL uses for the synced documents and sequences (tables, indexes, TOAST). */
export async function postgresSyncBytes(url: string): Promise<{ documents: number; users: number; database: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ documents: string; users: string; database: string }>(
      `SELECT pg_total_relation_size('sync_documents') AS documents, pg_total_relation_size('sync_users') AS users,
              pg_database_size(current_database()) AS database`,
    );
    const row = rows[0]!;
    return { documents: Number(row.documents), users: Number(row.users), database: Number(row.database) };
  } finally {
    await client.end();
  }
}
