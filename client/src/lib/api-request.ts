/**
 * The generic API helper (spec §7): JSON in, Response out, cookies always included, and any
 * non-OK answer thrown as `status: body-or-statusText`.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(withCacheBuster(method, url), {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
    cache: isLocalOrPreviewHost() && method === 'GET' && url.includes('/api/') ? 'no-store' : 'default',
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  return response;
}

function isLocalOrPreviewHost(): boolean {
  const host = typeof window === 'undefined' ? '' : window.location.hostname;
  return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.local') || /(^|[.-])preview[.-]/.test(host);
}

/** On local or preview hosts, API GETs get a timestamp so no cache (browser or proxy) answers for the server. */
function withCacheBuster(method: string, url: string): string {
  if (method !== 'GET' || !url.includes('/api/') || !isLocalOrPreviewHost()) return url;
  return `${url}${url.includes('?') ? '&' : '?'}_t=${Date.now()}`;
}
