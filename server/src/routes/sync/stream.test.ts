import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { openTestStream } from '../../../test/sse-client';
import { debtDocument } from '../../../test/sync-fixtures';
import { collectionSchemas, type CollectionName } from '../../../../schemas/index';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.listen();
});
afterAll(async () => t.close());

describe('GET /api/sync/stream', () => {
  it('tells each user about their own changes only, on one stream for every collection', async () => {
    const alice = await t.signedInUser();
    const bob = await t.signedInUser();
    const push = (cookie: string, doc: Record<string, unknown>, collection: CollectionName = 'debts') =>
      t.app.inject({ method: 'POST', url: `/api/sync/${collection}/${collectionSchemas[collection].version}/push`, headers: { cookie }, payload: [{ newDocumentState: doc }] });

    const stream = await openTestStream(`${base}/api/sync/stream`, bob.cookie);
    expect(stream.status).toBe(200);
    await expect.poll(() => stream.events[0]).toEqual({ event: 'ready', data: { uid: bob.uid } });
    await push(alice.cookie, debtDocument(alice.uid, { name: 'Alice only' }));
    await push(bob.cookie, debtDocument(bob.uid, { name: 'Bob card' }));
    // Events reach a stream in commit order: once Bob's is here, one for Alice would have come first.
    await expect.poll(() => stream.events.some((event) => event.event === 'change')).toBe(true);
    stream.close();
    const changes = stream.events.filter((e) => e.event === 'change');
    expect(changes).toHaveLength(1);
    // The SQLite store has the pushed documents at hand: the event carries Bob's, as stored.
    expect(changes[0]!.data).toMatchObject({
      collection: 'debts',
      previousSeq: 0,
      schemaVersion: collectionSchemas.debts.version,
      documents: [expect.objectContaining({ uid: bob.uid, name: 'Bob card' })],
    });
    expect(JSON.stringify(stream.events)).not.toContain(alice.uid);
    expect(JSON.stringify(stream.events)).not.toContain('Alice only');
  });
});
