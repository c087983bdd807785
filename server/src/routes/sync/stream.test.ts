import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { debtDocument } from '../../../test/sync-fixtures';
import { collectionSchemas, type CollectionName } from '../../../../schemas/index';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => t.close());

/** Reads SSE events from a real HTTP stream until `count` events of `type` arrived or time runs out. */
async function collectEvents(cookie: string, until: () => Promise<void>, waitMs = 1500): Promise<Array<{ event: string; data: unknown }>> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/sync/stream`, { headers: { cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const events: Array<{ event: string; data: unknown }> = [];
  let buffer = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await until();
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  controller.abort();
  await reading;
  return events;
}

describe('GET /api/sync/stream', () => {
  it('tells each user about their own changes only, on one stream for every collection', async () => {
    const alice = await t.signedInUser();
    const bob = await t.signedInUser();
    const push = (cookie: string, doc: Record<string, unknown>, collection: CollectionName = 'debts') =>
      t.app.inject({ method: 'POST', url: `/api/sync/${collection}/${collectionSchemas[collection].version}/push`, headers: { cookie }, payload: [{ newDocumentState: doc }] });

    const bobEvents = await collectEvents(bob.cookie, async () => {
      await push(alice.cookie, debtDocument(alice.uid, { name: 'Alice only' }));
      await push(bob.cookie, debtDocument(bob.uid, { name: 'Bob card' }));
    });
    expect(bobEvents[0]).toEqual({ event: 'ready', data: { uid: bob.uid } });
    const changes = bobEvents.filter((e) => e.event === 'change');
    expect(changes).toHaveLength(1);
    // The SQLite store has the pushed documents at hand: the event carries Bob's, as stored.
    expect(changes[0]!.data).toMatchObject({
      collection: 'debts',
      previousSeq: 0,
      schemaVersion: collectionSchemas.debts.version,
      documents: [expect.objectContaining({ uid: bob.uid, name: 'Bob card' })],
    });
    expect(JSON.stringify(bobEvents)).not.toContain(alice.uid);
    expect(JSON.stringify(bobEvents)).not.toContain('Alice only');
  });
});
