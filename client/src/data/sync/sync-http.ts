import type { ErrorBody } from '@schemas/wire/errors';
import type { PullAnswer, PushRow, SyncCheckpoint, SyncDocument } from '@schemas/wire/sync';
import { retryAfterMs } from './backoff-gate';

/**
 * The client half of the sync protocol (docs/sync.md): pull by checkpoint, push with the
 * assumed master state. Errors carry the HTTP status so the engine can tell "sign in again"
 * (401), "update the app" (426), "wait as long as the server asks" (429) and "try later" apart.
 * The shapes are the wire contract's (schemas/wire/sync.ts), with the caller's document type
 * (RxDB's) in place of the contract's SyncDocument.
 */
export type { SyncCheckpoint };

type WithDocument<V, T> = V extends SyncDocument ? T : V extends SyncDocument[] ? T[] : V;

/** A pull's answer (PullAnswer) with documents of type T. */
export type PullAnswerOf<T> = { [K in keyof PullAnswer]: WithDocument<PullAnswer[K], T> };

/** A push row (PushRow) with documents of type T. */
export type PushRowOf<T> = { [K in keyof PushRow]: WithDocument<PushRow[K], T> };

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
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    throw new SyncHttpError(response.status, `${response.status}: ${body?.message ?? response.statusText}`, retryAfterMs(response.headers.get('retry-after')));
  }
  return response.json();
}

export function pullDocuments<T>(collection: string, schemaVersion: number, checkpoint: SyncCheckpoint | undefined, limit: number) {
  const seq = checkpoint?.seq ?? 0;
  return send(`/api/sync/${collection}/${schemaVersion}/pull?seq=${seq}&limit=${limit}`, { method: 'GET' }) as Promise<PullAnswerOf<T>>;
}

/** Answers the stored state of each row that conflicted (PushAnswer). */
export function pushDocuments<T>(collection: string, schemaVersion: number, rows: readonly PushRowOf<T>[]) {
  return send(`/api/sync/${collection}/${schemaVersion}/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rows),
  }) as Promise<T[]>;
}
