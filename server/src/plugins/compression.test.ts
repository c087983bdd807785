import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { debtDocument } from '../../test/sync-fixtures';
import { collectionSchemas } from '../../../schemas/index';

const DEBTS_VERSION = collectionSchemas.debts.version;

let t: TestApp;
let user: Awaited<ReturnType<TestApp['signedInUser']>>;

beforeAll(async () => {
  t = await buildTestApp();
  user = await t.signedInUser();
  // Enough documents for an answer well over the 1 KB below which nothing is compressed.
  const rows = Array.from({ length: 20 }, (_, i) => ({ newDocumentState: debtDocument(user.uid, { name: `Card ${i}` }) }));
  const pushed = await t.app.inject({ method: 'POST', url: `/api/sync/debts/${DEBTS_VERSION}/push`, headers: { cookie: user.cookie }, payload: rows });
  expect(pushed.statusCode).toBe(200);
});
afterAll(async () => t.close());

const pull = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/sync/debts/${DEBTS_VERSION}/pull?seq=0&limit=100`,
    headers: { cookie: user.cookie, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

describe('JSON answers are compressed on the wire', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])('Accept-Encoding %s gets Content-Encoding %s, and the body decodes to the same JSON', async (accepted, encoding, decode) => {
    const plain = await pull();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();
    expect(expected.documents).toHaveLength(20);

    const compressed = await pull(accepted);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('answers uncompressed when the request accepts no encoding it knows', async () => {
    const answer = await pull('identity');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json().documents).toHaveLength(20);
  });

  it('never compresses the event stream: its events must leave as they happen, unbuffered', async () => {
    const base = await t.listen();
    const controller = new AbortController();
    const response = await fetch(`${base}/api/sync/stream`, { headers: { cookie: user.cookie, 'accept-encoding': 'br, gzip' }, signal: controller.signal });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('content-encoding')).toBeNull();
    } finally {
      controller.abort();
    }
  });
});
