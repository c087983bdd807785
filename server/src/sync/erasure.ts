import { COLLECTION_NAMES, type CollectionName } from '../../../schemas/index';
import { MAX_PULL_LIMIT, MAX_PUSH_ROWS } from '../../../schemas/wire/sync';
import type { PushRow, SyncDocument, SyncStore } from '../storage/sync-store';
import { bringsBackErasedContents, erasedTombstone, isErased } from './erased-tombstone';

/**
 * Erasure of deleted documents' contents (docs/sync.md, "Deletions and erasure"): the rules the
 * erase and push routes apply, on a SyncStore, away from HTTP. Every replacement goes through the
 * store's push with the stored document as the assumed state: a document a device changes at
 * that very moment is left for the next call rather than overwritten, and every rewrite gets a new
 * seq, so every device pulls the erased tombstone and drops its copy of the contents.
 */

/**
 * Replaces each of the user's deleted documents that is not erased yet by its erased tombstone
 * (erased-tombstone.ts); live documents are never touched and erased ones are skipped, so calling
 * it again is harmless. Answers how many were erased, by collection.
 */
export async function eraseDeletedDocuments(store: SyncStore, uid: string, at: Date): Promise<Record<CollectionName, number>> {
  const erased = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, 0])) as Record<CollectionName, number>;
  for (const collection of COLLECTION_NAMES) {
    let seq = 0;
    for (;;) {
      const page = await store.pull(uid, collection, seq, MAX_PULL_LIMIT);
      const rows: PushRow[] = page.documents
        .filter((doc) => doc._deleted && !isErased(doc))
        .map((doc) => ({ newDocumentState: erasedTombstone(collection, doc, at), assumedMasterState: doc }));
      for (let start = 0; start < rows.length; start += MAX_PUSH_ROWS) {
        const { written } = await store.push(uid, collection, rows.slice(start, start + MAX_PUSH_ROWS));
        erased[collection] += written;
      }
      // Rewritten documents get new seqs and come by again, already erased: the loop ends.
      // A page cut short by the byte budget (`more`) is not the end.
      if (page.documents.length < MAX_PULL_LIMIT && !page.more) break;
      seq = page.checkpoint.seq;
    }
  }
  return erased;
}

/**
 * After a push: documents the user had erased stay erased. A device that was offline during the
 * erase merges its log into the erased tombstone and pushes the merge, which is still deleted but
 * carries that device's operations, contents included. Each such document the push just wrote
 * (its row did not conflict) is replaced at once by a fresh erased tombstone, as the erase would.
 * A document changed again meanwhile is left to the next push of it. Answers how many were erased.
 */
export async function keepErased(
  store: SyncStore,
  uid: string,
  collection: CollectionName,
  pushed: readonly PushRow[],
  conflicts: readonly SyncDocument[],
  at: Date,
): Promise<number> {
  const conflicting = new Set(conflicts.map((doc) => doc.id));
  const rows = pushed
    .map((row) => row.newDocumentState)
    .filter((doc) => !conflicting.has(doc.id) && bringsBackErasedContents(doc))
    .map((doc): PushRow => ({ newDocumentState: erasedTombstone(collection, doc, at), assumedMasterState: doc }));
  if (rows.length === 0) return 0;
  return (await store.push(uid, collection, rows)).written;
}
