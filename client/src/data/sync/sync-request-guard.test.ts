import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackoffGate } from './backoff-gate';
import { SyncHttpError } from './sync-http';
import type { SyncProblem } from '../cloud-sync';
import { guardSyncRequests } from './sync-request-guard';

describe('guardSyncRequests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(ensureSession = vi.fn(async () => true)) {
    const problems: Array<SyncProblem | null> = [];
    const resyncAll = vi.fn();
    const guarded = guardSyncRequests({ ensureSession, resyncAll, report: (problem) => problems.push(problem), gate: createBackoffGate() });
    return { guarded, problems, resyncAll, ensureSession };
  }

  it('after a 429, holds every request back for the Retry-After the server named, then goes on', async () => {
    const { guarded, problems } = setUp();
    const tooMany = new SyncHttpError(429, '429: Too many pushes from this account; try again in 20 seconds.', 20_000);
    await expect(guarded(async () => Promise.reject(tooMany))).rejects.toBe(tooMany);
    expect(problems.at(-1)).toEqual({ kind: 'slowed-down' });

    const work = vi.fn(async () => 'pulled');
    const next = guarded(work);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(next).resolves.toBe('pulled');
    expect(problems.at(-1)).toBeNull();
  });

  it('waits 30 s after a 429 that names no time', async () => {
    const { guarded } = setUp();
    await guarded(async () => Promise.reject(new SyncHttpError(429, '429: Too many'))).catch(() => undefined);
    const work = vi.fn(async () => 'ok');
    const next = guarded(work);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(next).resolves.toBe('ok');
  });

  it('opens a new session on a 401 and pulls everything again, without waiting', async () => {
    const { guarded, ensureSession, resyncAll, problems } = setUp();
    await guarded(async () => Promise.reject(new SyncHttpError(401, '401: Sign in required'))).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(ensureSession).toHaveBeenCalledOnce();
    expect(resyncAll).toHaveBeenCalledOnce();
    expect(problems).toEqual([]);
    const work = vi.fn(async () => 'ok');
    await expect(guarded(work)).resolves.toBe('ok');
  });

  it('reports an update needed on a 426, and other server errors with their answer', async () => {
    const { guarded, problems } = setUp();
    await guarded(async () => Promise.reject(new SyncHttpError(426, '426: out of date'))).catch(() => undefined);
    expect(problems.at(-1)).toEqual({ kind: 'outdated' });
    await guarded(async () => Promise.reject(new SyncHttpError(400, '400: Document 0 of debts: balance must be number'))).catch(() => undefined);
    expect(problems.at(-1)).toEqual({ kind: 'refused', detail: '400: Document 0 of debts: balance must be number' });
  });
});
