import { isLocalHost, isPreviewHost } from './hosting';

/** A non-OK answer of the API: its status, and the `code` the server gave it, if any. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** The `code` of a JSON error answer (e.g. 'sign-in-ended'), or null. */
function errorCode(text: string): string | null {
  try {
    const code: unknown = (JSON.parse(text) as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/**
 * The generic API helper (spec §7): method, URL and an optional JSON body. Content-Type only
 * with a body; cookies always included; any non-OK answer thrown as an ApiError whose message is
 * `status: body-or-statusText`.
 * On local or preview hosts, GETs of /api/ paths get a timestamp parameter and bypass caches, so
 * a stale response never hides a server change while developing.
 */
export async function apiRequest(method: string, url: string, body?: unknown, hostname?: string): Promise<Response> {
  const noCache = method === 'GET' && url.includes('/api/') && (isLocalHost(hostname) || isPreviewHost(hostname));
  const response = await fetch(noCache ? withTimestamp(url) : url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
    ...(noCache ? { cache: 'no-store' as const } : {}),
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText;
    throw new ApiError(response.status, errorCode(text), `${response.status}: ${text}`);
  }
  return response;
}

/** `url` with `_t=<now>` added to its query (before any #fragment, where a parameter would be ignored). */
function withTimestamp(url: string): string {
  const hashAt = url.indexOf('#');
  const [base, fragment] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}_t=${Date.now()}${fragment}`;
}
