import type { SyncProblem } from '../cloud-sync';
import { DEFAULT_BACKOFF_MS, type BackoffGate } from './backoff-gate';
import { SyncHttpError } from './sync-http';

export interface SyncRequestGuardOptions {
  /** Re-opens the server session (fresh ID token → cookie); resolves false when that failed. */
  ensureSession: () => Promise<boolean>;
  /** Pull every collection again (after a new session was opened). */
  resyncAll: () => void;
  /** What sync shows: a problem, or null once a request succeeded. */
  report: (problem: SyncProblem | null) => void;
  gate: BackoffGate;
}

/**
 * Wraps each pull and push of the replications: it waits while the server has asked to (429
 * with Retry-After), and turns failures into a problem to report and what sync does next — a 401
 * opens a new session, a 426 asks for an update, a 429 holds every request back for the time the
 * server named. The error is rethrown so RxDB retries the request later.
 */
export function guardSyncRequests({ ensureSession, resyncAll, report, gate }: SyncRequestGuardOptions) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    await gate.wait();
    try {
      const result = await work();
      report(null);
      return result;
    } catch (error) {
      if (!(error instanceof SyncHttpError)) throw error;
      if (error.status === 401) {
        void ensureSession().then((ok) => {
          if (ok) resyncAll();
          else if (navigator.onLine) report({ kind: 'session-expired' });
        });
      } else if (error.status === 426) {
        report({ kind: 'outdated' });
      } else if (error.status === 429) {
        gate.holdFor(error.retryAfterMs ?? DEFAULT_BACKOFF_MS);
        report({ kind: 'slowed-down' });
      } else {
        report({ kind: 'refused', detail: error.message });
      }
      throw error;
    }
  };
}
