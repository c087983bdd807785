import type { StreamChange } from '@schemas/wire/sync';
import { Observable, share } from 'rxjs';

/** The documents a change brought, when the server sent them (StreamChange in schemas/wire/sync.ts). */
export type ChangedDocuments = Required<Pick<StreamChange, 'documents' | 'schemaVersion' | 'previousSeq' | 'seq'>>;

/** What the server's stream says: it (re)opened, or one of the user's collections changed. */
export type StreamEvent = { type: 'open' } | { type: 'change'; collection: string; changed?: ChangedDocuments } | { type: 'unauthorized' };

function changedDocuments(data: StreamChange): ChangedDocuments | undefined {
  const { documents, schemaVersion, previousSeq, seq } = data;
  if (!Array.isArray(documents) || typeof schemaVersion !== 'number' || typeof previousSeq !== 'number' || typeof seq !== 'number') return undefined;
  return { documents, schemaVersion, previousSeq, seq };
}

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
        const data = JSON.parse((event as MessageEvent<string>).data) as StreamChange;
        const changed = changedDocuments(data);
        subscriber.next(changed ? { type: 'change', collection: data.collection, changed } : { type: 'change', collection: data.collection });
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
