import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-request';

const fetchMock = vi.fn();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const ok = (body = '{}') => new Response(body, { status: 200 });

describe('apiRequest', () => {
  it('sends JSON with Content-Type only when there is a body, always with credentials', async () => {
    fetchMock.mockResolvedValue(ok());
    await apiRequest('POST', '/api/users', { a: 1 }, 'paydown.app');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/users', expect.objectContaining({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    }));
    await apiRequest('DELETE', '/api/session', undefined, 'paydown.app');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/session', expect.objectContaining({ headers: {}, body: null, credentials: 'include' }));
  });

  it('throws "status: body" on a non-OK answer, else "status: statusText"', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"uid mismatch"}', { status: 403, statusText: 'Forbidden' }));
    await expect(apiRequest('POST', '/api/users', {}, 'paydown.app')).rejects.toThrow('403: {"message":"uid mismatch"}');
    fetchMock.mockResolvedValueOnce(new Response('Sign in required', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiRequest('GET', '/api/session', undefined, 'paydown.app')).rejects.toThrow('401: Sign in required');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/session', undefined, 'paydown.app')).rejects.toThrow('503: Service Unavailable');
  });

  it('gives the status and the server’s error code on the error it throws', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"statusCode":401,"code":"sign-in-ended","message":"ended"}', { status: 401 }));
    const error = await apiRequest('POST', '/api/session', {}, 'paydown.app').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'sign-in-ended' });
    fetchMock.mockResolvedValueOnce(new Response('Sign in required', { status: 401 }));
    expect(await apiRequest('GET', '/api/session', undefined, 'paydown.app').catch((failure: unknown) => failure)).toMatchObject({ status: 401, code: null });
  });

  it('adds a timestamp and bypasses caches for API GETs on local and preview hosts only', async () => {
    fetchMock.mockResolvedValue(ok());
    await apiRequest('GET', '/api/health', undefined, 'localhost');
    expect(fetchMock.mock.lastCall?.[0]).toMatch(/^\/api\/health\?_t=\d+$/);
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({ cache: 'no-store' });

    await apiRequest('GET', '/api/sync/debts/0/pull?seq=1', undefined, 'paydown--pr-1-x.web.app');
    expect(fetchMock.mock.lastCall?.[0]).toMatch(/seq=1&_t=\d+$/);

    await apiRequest('GET', 'http://127.0.0.1:3000/api/debts#top', undefined, '127.0.0.1');
    expect(fetchMock.mock.lastCall?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/debts\?_t=\d+#top$/);

    await apiRequest('GET', '/api/health', undefined, 'paydown.app');
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/health');
    expect(fetchMock.mock.lastCall?.[1]).not.toHaveProperty('cache');

    await apiRequest('POST', '/api/session', {}, 'localhost');
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/session');
    await apiRequest('GET', '/favicon.svg', undefined, 'localhost');
    expect(fetchMock.mock.lastCall?.[0]).toBe('/favicon.svg');
  });
});

describe('apiRequest on the page it runs in', () => {
  it('reads the host from the page when none is given (localhost in tests: API GETs are never cached)', async () => {
    fetchMock.mockResolvedValue(ok());
    vi.stubGlobal('window', { location: { hostname: 'localhost' } });
    try {
      await apiRequest('GET', '/api/session');
      expect(fetchMock.mock.lastCall?.[0]).toMatch(/^\/api\/session\?_t=\d+$/);
      vi.stubGlobal('window', { location: { hostname: 'paydown.app' } });
      await apiRequest('GET', '/api/session');
      expect(fetchMock.mock.lastCall?.[0]).toBe('/api/session');
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('fetch', fetchMock);
    }
  });

  it('lets a failed fetch (offline) reject as it is, for the caller and the global filter', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/api/session', undefined, 'paydown.app')).rejects.toThrow(TypeError);
  });
});
