import { ForeignDocumentError, type PushRow, type SyncDocument } from './sync-store';

/**
 * The uid checks of a push (docs/sync.md, "Scoping"). A document is identified by its owner,
 * collection and id, so a push only ever meets its own user's stored documents; the new state and
 * the assumed state must carry the session's uid too. The error names only the row index — never a
 * document, its id or an owner — and does not depend on what any other user has.
 */
export function assertOwnRow(uid: string, row: PushRow, index: number): void {
  if (row.newDocumentState.uid !== uid) throw foreign(index);
  const assumed = row.assumedMasterState;
  if (assumed !== undefined && assumed !== null && assumed.uid !== uid) throw foreign(index);
}

/**
 * The stored document is checked by its uid column and by the uid inside it: the store reads only
 * the user's own rows and the two agree for everything this code wrote; checking both keeps a
 * foreign document out of the conflict answer even if they ever did not.
 */
export function assertOwnStored(uid: string, stored: StoredDocument, index: number): void {
  if (stored.uid !== uid || stored.doc.uid !== uid) throw foreign(index);
}

export interface StoredDocument {
  /** The owner, from the uid column. */
  uid: string;
  doc: SyncDocument;
}

function foreign(index: number): ForeignDocumentError {
  return new ForeignDocumentError(`push row ${index} carries another user's uid`);
}
