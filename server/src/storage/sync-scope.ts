import { ForeignDocumentError, type PushRow, type SyncDocument } from './sync-store';

/**
 * The uid checks of a push (docs/sync.md, "Scoping"). Ids are unique per
 * collection across all users, so a row may name another user's document: the new state, the
 * assumed state and the stored document must all belong to the session's uid. The error names
 * only the row index — never the foreign document, its id or its owner — so it cannot leak data.
 */
export function assertOwnRow(uid: string, row: PushRow, index: number): void {
  if (row.newDocumentState.uid !== uid) throw foreign(index);
  const assumed = row.assumedMasterState;
  if (assumed !== undefined && assumed !== null && assumed.uid !== uid) throw foreign(index);
}

/**
 * The stored document is checked by its uid column and by the uid inside it: the two agree for
 * everything this code wrote, and checking both keeps a foreign document out of the conflict
 * answer even if they ever did not.
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
  return new ForeignDocumentError(`push row ${index} touches a document that belongs to another user`);
}
