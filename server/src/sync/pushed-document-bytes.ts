import type { SyncDocument } from '../storage/sync-store';

const measured = new WeakMap<SyncDocument, number>();

/**
 * The JSON byte length of a pushed document, measured once per document object: the push's checks
 * measure it against MAX_DOCUMENT_BYTES, and the history fold reads it again to know whether the
 * document's log could reach its byte ceiling, without serialising the document a second time.
 * Pushed documents are never changed in place, so the figure stays true for the object's lifetime.
 */
export function pushedDocumentBytes(doc: SyncDocument): number {
  let bytes = measured.get(doc);
  if (bytes === undefined) {
    bytes = Buffer.byteLength(JSON.stringify(doc));
    measured.set(doc, bytes);
  }
  return bytes;
}
