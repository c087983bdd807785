import { collectionSchemas, type CollectionName } from '../../../../schemas/index';
import type { StreamChange } from '../../../../schemas/wire/sync';
import type { ChangeEvent } from '../../storage/sync-store';

/**
 * Above this size an event names the collection only and the client pulls: a large import is
 * fetched in pull batches rather than sent to every open stream in one message.
 */
export const MAX_EVENT_DOCUMENTS_BYTES = 256 * 1024;

// One serialization per change, however many of the user's streams are open.
const serialized = new WeakMap<ChangeEvent, string>();

/**
 * The `data` of a stream `change` event (StreamChange in schemas/wire/sync.ts): `{ collection, seq }`, plus — when the change brought
 * them (a push this server committed) and they fit MAX_EVENT_DOCUMENTS_BYTES — the documents the
 * push wrote, their schema version and `previousSeq`. A device whose last pull ended at
 * `previousSeq` applies the documents at once instead of pulling (sync/pull-stream.ts on the
 * client); any other device pulls as before.
 */
export function changeEventData(change: ChangeEvent): string {
  let text = serialized.get(change);
  if (text === undefined) {
    const base: StreamChange = { collection: change.collection, seq: change.seq };
    text = JSON.stringify(base);
    const schema = collectionSchemas[change.collection as CollectionName];
    if (change.documents && change.documents.length > 0 && change.previousSeq !== undefined && schema) {
      const withDocuments: StreamChange = { ...base, previousSeq: change.previousSeq, schemaVersion: schema.version, documents: change.documents };
      const full = JSON.stringify(withDocuments);
      if (Buffer.byteLength(full) <= MAX_EVENT_DOCUMENTS_BYTES) text = full;
    }
    serialized.set(change, text);
  }
  return text;
}
