/** Many server instances, one PostgreSQL: a push through one store reaches the listeners of another. */
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase, dropDatabase } from '../../test/postgres-databases';
import { LISTENER_APPLICATION_NAME } from './postgres-sync-schema';
import { openPostgresSyncStore } from './postgres-sync-store';
import { doc, newUid, recordChanges } from './sync-store.contract.fixtures';
import type { SyncStore } from './sync-store';

const serverUrl = inject('postgresUrl');

describe('PostgreSQL change notifications across instances', () => {
  let url: string;
  let first: SyncStore;
  let second: SyncStore;
  const errors: string[] = [];

  beforeEach(async () => {
    url = await createFreshDatabase(serverUrl);
    const onError = (message: string) => errors.push(message);
    [first, second] = await Promise.all([openPostgresSyncStore(url, { onError }), openPostgresSyncStore(url, { onError })]);
  });
  afterEach(async () => {
    await Promise.all([first.close(), second.close()]);
    await dropDatabase(serverUrl, url);
    errors.length = 0;
  });

  it('a push through one instance fires onChange on the other, after the commit', async () => {
    const uid = newUid('alice');
    const seenBySecond = recordChanges(second);
    await first.push(uid, 'debts', [{ newDocumentState: doc(uid, 'd1') }]);
    const event = await seenBySecond.next((e) => e.uid === uid);
    expect(event).toEqual({ uid, collection: 'debts', seq: 1 });
    expect((await second.pull(uid, 'debts', 0, 10)).documents).toEqual([doc(uid, 'd1')]);
  });

  it('re-listens after its LISTEN connection is killed and announces what was committed meanwhile', async () => {
    const uid = newUid('alice');
    const seenBySecond = recordChanges(second);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const killed = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      expect(killed.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    // Both listeners noticed; they reconnect after a backoff of 100 ms, so this commit falls in the
    // outage and can only be delivered by the catch-up after reconnecting.
    await expect.poll(() => errors.filter((message) => message.includes('LISTEN')).length).toBeGreaterThanOrEqual(2);
    await first.push(uid, 'debts', [{ newDocumentState: doc(uid, 'during-outage') }]);
    expect(await seenBySecond.next((e) => e.uid === uid && e.seq === 1)).toEqual({ uid, collection: 'debts', seq: 1 });
    // And the new LISTEN carries the next pushes.
    await first.push(uid, 'payments', [{ newDocumentState: doc(uid, 'after') }]);
    expect(await seenBySecond.next((e) => e.uid === uid && e.seq === 2)).toEqual({ uid, collection: 'payments', seq: 2 });
  });
});
