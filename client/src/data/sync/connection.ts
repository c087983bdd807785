import { BehaviorSubject, retry, timer, type Observable } from 'rxjs';
import { streamRetryDelayMs, type BackoffGate } from './backoff-gate';
import { singleFlight } from './single-flight';
import { openSyncStream, type StreamEvent } from './sync-stream';

/** After a failed attempt to reopen the server session, the next waits this long (see single-flight.ts). */
const SESSION_RETRY_COOLDOWN_MS = 10_000;

export interface ConnectionOptions {
  /** Re-opens the server session (fresh ID token → cookie); resolves false when offline. */
  ensureSession: () => Promise<boolean>;
  /** The server's wait after a 429 (requests and the stream's reopening both honour it). */
  gate: BackoffGate;
  /** Runs when the browser is back online, once the session is open again. */
  onBackOnline: () => void;
  stream?: () => Observable<StreamEvent>;
}

/**
 * This device's link to the server: whether the browser is online, the server session (one renewal
 * at a time, with a cool-down after a failure) and the change stream, reopened after a refusal.
 */
export function openConnection({ ensureSession: renewSession, gate, onBackOnline, stream = openSyncStream }: ConnectionOptions): {
  online$: BehaviorSubject<boolean>;
  ensureSession: () => Promise<boolean>;
  events$: Observable<StreamEvent>;
  close: () => void;
} {
  const ensureSession = singleFlight(renewSession, SESSION_RETRY_COOLDOWN_MS);
  const online$ = new BehaviorSubject<boolean>(navigator.onLine);
  const onOnline = () => {
    online$.next(true);
    void ensureSession().then(onBackOnline);
  };
  const onOffline = () => online$.next(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);

  // A refused stream (signed out, too many streams: an EventSource cannot say which) is opened
  // again ever more slowly, and never before the server's own wait; an opened one starts over.
  const events$ = stream().pipe(
    retry({
      delay: (_error, attempt) => {
        void ensureSession();
        return timer(streamRetryDelayMs(attempt, gate.remaining()));
      },
      resetOnSuccess: true,
    }),
  );
  return {
    online$,
    ensureSession,
    events$,
    close: () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    },
  };
}
