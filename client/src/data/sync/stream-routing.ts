import type { WithDeleted } from 'rxdb';
import { Subject, filter, map, merge, type Observable } from 'rxjs';
import { collectionSchemas, type CollectionName } from '@schemas/index';
import type { ChangeNotice } from './pull-stream';
import type { StreamEvent } from './sync-stream';

/** A document as the server sends it (pull answers and stream events), checked by its schemas. */
export type PulledDocument = WithDeleted<unknown>;

/**
 * Turns the server's one stream (sync-stream.ts) into a notice per collection for its replication
 * (pull-stream.ts): a (re)open pulls every collection again, a change brings its documents when
 * they are of this app's schema version, else it pulls.
 */
export function createStreamRouting(): {
  /** What the stream said; `onSessionLost` runs for 'unauthorized' (the caller reopens the session). */
  route: (event: StreamEvent, onSessionLost: () => void) => void;
  /** Pull one collection, or all, from its checkpoint. */
  resync: (target: CollectionName | 'all') => void;
  noticesFor: (name: CollectionName) => Observable<ChangeNotice<PulledDocument>>;
} {
  const resync$ = new Subject<CollectionName | 'all'>();
  const delivered$ = new Subject<{ collection: CollectionName; documents: PulledDocument[]; previousSeq: number; seq: number }>();
  const resync = (target: CollectionName | 'all') => resync$.next(target);
  return {
    resync,
    route(event, onSessionLost) {
      if (event.type === 'open') return resync('all');
      if (event.type === 'unauthorized') return onSessionLost();
      const name = event.collection as CollectionName;
      // Documents of another schema version (this app is outdated, or newer than the server) are
      // left to the pull, which answers 426 when this app must update.
      if (event.changed && event.changed.schemaVersion === collectionSchemas[name]?.version) {
        const { documents, previousSeq, seq } = event.changed;
        delivered$.next({ collection: name, documents: documents as PulledDocument[], previousSeq, seq });
      } else resync(name);
    },
    noticesFor: (name) =>
      merge(
        resync$.pipe(
          filter((target) => target === 'all' || target === name),
          map((): ChangeNotice<PulledDocument> => 'RESYNC'),
        ),
        delivered$.pipe(
          filter((change) => change.collection === name),
          map(({ documents, previousSeq, seq }): ChangeNotice<PulledDocument> => ({ documents, previousSeq, seq })),
        ),
      ),
  };
}
