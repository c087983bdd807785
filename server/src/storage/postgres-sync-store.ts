import pg from 'pg';
import { ChangeEmitter, defaultOnError } from './change-emitter';
import { listenForChanges } from './postgres-change-listener';
import { ensurePostgresSyncSchema, LISTENER_APPLICATION_NAME, SYNC_CHANNEL } from './postgres-sync-schema';
import { PULL_PAGE_BUDGET, pullPageAnswer, pullPageQuery } from './pull-page';
import { assertPullArgs, planPush, pushedIds } from './sync-push-plan';
import type { StoredDocument } from './sync-scope';
import type { ChangeEvent, PushRow, PushResult, SyncDocument, SyncStore, SyncStoreOptions } from './sync-store';

/**
 * The store for several server instances sharing one PostgreSQL database.
 *
 * Sequence invariant: the push transaction first row-locks the user's `sync_users` row (an upsert
 * that locks until COMMIT), then reads, plans and writes. A second push of the same user waits on
 * that lock and reads `last_seq` only after the first has committed, so one user's commits happen
 * in seq order and a reader that sees seq n also sees every seq below n. (A plain SEQUENCE would
 * hand out numbers in call order, but transactions can commit in another order: a pull could then
 * move its checkpoint past a seq that commits later, and miss that document forever.)
 *
 * Changes reach every instance through NOTIFY, sent inside the push transaction so PostgreSQL
 * delivers it only on commit; each store LISTENs on its own connection and re-emits, its own
 * pushes included, so local and remote changes take one path.
 */
export async function openPostgresSyncStore(url: string, options: SyncStoreOptions = {}): Promise<SyncStore> {
  const onError = options.onError ?? defaultOnError;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closed = false;
  // An idle pooled connection that dies emits 'error' on the pool; the pool replaces it. (After
  // close, sockets still shutting down may report errors that are no longer worth a word.)
  pool.on('error', (error) => closed || onError('sync store: an idle PostgreSQL connection failed', error));
  const changes = new ChangeEmitter((error) => onError('sync store: a change listener threw', error));
  let listener: { close(): Promise<void> };
  try {
    await ensurePostgresSyncSchema(pool);
    listener = await listenForChanges({
      url,
      channel: SYNC_CHANNEL,
      applicationName: LISTENER_APPLICATION_NAME,
      parse: parseChangeEvent,
      onEvent: (event) => changes.emit(event),
      reportError: (error) => onError('sync store: the LISTEN connection failed (reconnecting)', error),
      async catchUp(since) {
        const { rows } = await pool.query<{ uid: string; collection: string; seq: string }>(
          'SELECT uid, collection, max(seq) AS seq FROM sync_documents WHERE server_time >= $1 GROUP BY uid, collection',
          [since],
        );
        for (const row of rows) changes.emit({ uid: row.uid, collection: row.collection, seq: Number(row.seq) });
      },
    });
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    async pull(uid, collection, afterSeq, limit) {
      assertPullArgs(afterSeq, limit);
      const { rows } = await pool.query<{ seq: string; doc: string | null }>(pullPageQuery(['$1', '$2', '$3', '$4', '$5']), [
        uid,
        collection,
        afterSeq,
        limit,
        PULL_PAGE_BUDGET,
      ]);
      return pullPageAnswer(rows, afterSeq);
    },
    async push(uid, collection, rows) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await pushInTransaction(client, uid, collection, rows);
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than returned to the pool.
        const broken = await client.query('ROLLBACK').then(() => false, () => true);
        client.release(broken);
        throw error;
      }
    },
    onChange(listener) {
      return changes.add(listener);
    },
    async eraseAccount(uid) {
      // One statement, so one transaction: the documents and the sequence go together.
      const { rows } = await pool.query<{ erased: string }>(
        `WITH documents AS (DELETE FROM sync_documents WHERE uid = $1 RETURNING 1), sequence AS (DELETE FROM sync_users WHERE uid = $1)
         SELECT count(*) AS erased FROM documents`,
        [uid],
      );
      return Number(rows[0]?.erased ?? 0);
    },
    async close() {
      closed = true;
      changes.clear();
      await listener.close();
      await pool.end();
    },
  };
}

async function pushInTransaction(client: pg.PoolClient, uid: string, collection: string, rows: PushRow[]): Promise<PushResult> {
  // The per-user lock, taken before reading anything: the stored states the plan is judged
  // against cannot change under it, and seqs are handed out in commit order.
  const locked = await client.query<{ last_seq: string }>(
    `INSERT INTO sync_users (uid, last_seq) VALUES ($1, 0)
     ON CONFLICT (uid) DO UPDATE SET last_seq = sync_users.last_seq RETURNING last_seq`,
    [uid],
  );
  const lastSeq = Number(locked.rows[0]?.last_seq ?? Number.NaN);
  // Only this user's documents: ids are per owner. No FOR UPDATE: this user's rows only change
  // under this user's lock.
  const found = await client.query<{ id: string; doc: string }>(
    'SELECT id, doc FROM sync_documents WHERE uid = $1 AND collection = $2 AND id = ANY($3::text[])',
    [uid, collection, pushedIds(rows)],
  );
  const stored = new Map<string, StoredDocument>(found.rows.map((row) => [row.id, { uid, doc: JSON.parse(row.doc) as SyncDocument }]));
  const plan = planPush(uid, rows, stored);
  const count = plan.writes.length;
  if (count === 0) return { conflicts: plan.conflicts, written: 0 };
  if (!Number.isSafeInteger(lastSeq)) throw new Error('sequence lock returned no row');
  await client.query('UPDATE sync_users SET last_seq = $2 WHERE uid = $1', [uid, lastSeq + count]);
  await client.query(
    `INSERT INTO sync_documents (collection, id, uid, seq, deleted, doc)
     SELECT $1, w.id, $2, w.seq, w.deleted, w.doc FROM unnest($3::text[], $4::bigint[], $5::boolean[], $6::text[]) AS w(id, seq, deleted, doc)
     ON CONFLICT (uid, collection, id) DO UPDATE SET seq = excluded.seq, server_time = now(), deleted = excluded.deleted, doc = excluded.doc`,
    [
      collection,
      uid,
      plan.writes.map((doc) => doc.id),
      plan.writes.map((_, index) => lastSeq + 1 + index),
      plan.writes.map((doc) => doc._deleted === true),
      plan.writes.map((doc) => JSON.stringify(doc)),
    ],
  );
  await client.query('SELECT pg_notify($1, $2)', [SYNC_CHANNEL, JSON.stringify({ uid, collection, seq: lastSeq + count })]);
  return { conflicts: plan.conflicts, written: count };
}

function parseChangeEvent(payload: string | undefined): ChangeEvent | null {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { uid, collection, seq } = value as Record<string, unknown>;
    if (typeof uid !== 'string' || typeof collection !== 'string' || typeof seq !== 'number') return null;
    return { uid, collection, seq };
  } catch {
    return null;
  }
}
