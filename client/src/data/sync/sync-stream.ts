import { Observable, share } from 'rxjs';

/** What the server's stream says: it (re)opened, or one of the user's collections changed. */
export type StreamEvent = { type: 'open' } | { type: 'change'; collection: string } | { type: 'unauthorized' };

/**
 * The one multiplexed Server-Sent-Events stream (/api/sync/stream) for all collections. The
 * browser's EventSource sends the session cookie (same origin) and reconnects by itself; every
 * (re)open is reported so the replications re-pull from their checkpoints (RESYNC), which is what
 * makes a change missed while disconnected impossible to lose.
 */
export function openSyncStream(url = '/api/sync/stream'): Observable<StreamEvent> {
  return new Observable<StreamEvent>((subscriber) => {
    const source = new EventSource(url, { withCredentials: true });
    source.addEventListener('ready', () => subscriber.next({ type: 'open' }));
    source.addEventListener('change', (event) => {
      try {
        const { collection } = JSON.parse((event as MessageEvent<string>).data) as { collection: string };
        subscriber.next({ type: 'change', collection });
      } catch {
        subscriber.next({ type: 'open' });
      }
    });
    source.addEventListener('unauthorized', () => subscriber.next({ type: 'unauthorized' }));
    // EventSource retries network drops itself, but gives up for good on an HTTP error (e.g. 401
    // before the session exists): surface that as an error so the caller can retry later.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) subscriber.error(new Error('sync stream closed'));
    };
    return () => source.close();
  }).pipe(share());
}
