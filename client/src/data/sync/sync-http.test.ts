import { afterEach, expect, it, vi } from 'vitest';
import { SyncHttpError, pushDocuments } from './sync-http';

afterEach(() => vi.unstubAllGlobals());

it('a refused request throws its status, the server’s message and the Retry-After it named', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Too many pushes from this account; try again in 12 seconds.' }), { status: 429, headers: { 'retry-after': '12' } })));
  const error = await pushDocuments('debts', 1, []).catch((failure: unknown) => failure);
  expect(error).toBeInstanceOf(SyncHttpError);
  expect(error).toMatchObject({ status: 429, retryAfterMs: 12_000, message: '429: Too many pushes from this account; try again in 12 seconds.' });
});
