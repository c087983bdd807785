import { retryAfterMs } from './backoff-gate';

/**
 * The client half of the sync protocol (docs/sync.md): pull by checkpoint, push with the
 * assumed master state. Errors carry the HTTP status so the engine can tell "sign in again"
 * (401), "update the app" (426), "wait as long as the server asks" (429) and "try later" apart.
 */
export interface SyncCheckpoint {
  seq: number;
}

export interface PullAnswer<T> {
  documents: T[];
  checkpoint: SyncCheckpoint;
}

export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** How long the server asked to wait (Retry-After), in ms, if it did. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'SyncHttpError';
  }
}

async function send(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, credentials: 'include', cache: 'no-store' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new SyncHttpError(response.status, `${response.status}: ${body?.message ?? response.statusText}`, retryAfterMs(response.headers.get('retry-after')));
  }
  return response.json();
}

export function pullDocuments<T>(collection: string, schemaVersion: number, checkpoint: SyncCheckpoint | undefined, limit: number) {
  const seq = checkpoint?.seq ?? 0;
  return send(`/api/sync/${collection}/${schemaVersion}/pull?seq=${seq}&limit=${limit}`, { method: 'GET' }) as Promise<PullAnswer<T>>;
}

export function pushDocuments<T>(collection: string, schemaVersion: number, rows: unknown[]) {
  return send(`/api/sync/${collection}/${schemaVersion}/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rows),
  }) as Promise<T[]>;
}
