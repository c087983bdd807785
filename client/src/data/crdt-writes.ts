/**
 * The only place that writes to RxDB collections. Every collection uses the CRDT plugin, so a write
 * must be recorded as an operation in the document's `crdts` log; otherwise the next merge rebuilds
 * the document from the log and silently drops it. These helpers are the allowed ways:
 *
 * - insert: the plugin records the whole new document as the first `$set` operation.
 * - update: `updateCRDT` with update operators. Use the operator that carries the user's intent:
 *   `$inc` for amounts that accumulate (payments on two offline devices must both count), `$set`
 *   for values the user chose. Concurrent `$set`s of one field resolve the same way on every
 *   device (by creator order), not by wall-clock time.
 * - remove: the plugin turns it into a `$set: { _deleted: true }` operation (a tombstone that syncs).
 *
 * `modify`/`incrementalModify` throw under the CRDT plugin, and `patch`/`update` would hide intent.
 */
import type { CRDTEntry, RxCollection, RxDocument } from 'rxdb';

export type CrdtUpdate<T> = CRDTEntry<T> | CRDTEntry<T>[];

/** Inserts a new document (fails with RxDB's CONFLICT error when the id already exists). */
export async function insertDocument<T>(collection: RxCollection<T>, data: T): Promise<RxDocument<T>> {
  return collection.insert(data as Parameters<typeof collection.insert>[0]);
}

/**
 * Inserts many new documents in one storage write (an import): the CRDT plugin records each one's
 * first `$set` as it does for `insert`. Throws when any of them fails, naming how many.
 */
export async function insertDocuments<T>(collection: RxCollection<T>, docs: readonly T[]): Promise<void> {
  if (docs.length === 0) return;
  const { error } = await collection.bulkInsert(docs as Parameters<typeof collection.bulkInsert>[0]);
  if (error.length > 0) {
    throw new Error(`${error.length} of ${docs.length} ${collection.name} could not be saved (first error: status ${error[0]!.status})`);
  }
}

/** Applies CRDT operations to a document and resolves with its new state. */
export async function updateDocument<T>(doc: RxDocument<T>, update: CrdtUpdate<T>): Promise<RxDocument<T>> {
  return (await doc.updateCRDT(update)) as RxDocument<T>;
}

/** Deletes a document: a CRDT tombstone that replicates like any other write. */
export async function removeDocument<T>(doc: RxDocument<T>): Promise<void> {
  await doc.remove();
}

/** The plain data of a document as the app reads it: no RxDB meta fields, no CRDT log. */
export function toPlain<T extends { crdts?: unknown }>(doc: RxDocument<T>): Omit<T, 'crdts'> {
  const data = doc.toMutableJSON() as T;
  delete data.crdts;
  return data;
}

/**
 * Plain data per document instance, for live queries. RxDB keeps one RxDocument instance per
 * document revision, so a query that re-emits after one document changed hands back the same
 * instances for all the others: their plain data keeps its identity too, and memoized rows skip
 * re-rendering them. Frozen, because it is shared by every reader of that revision.
 */
const views = new WeakMap<object, object>();

/** {@link toPlain}, cached per document revision and frozen (read-only: copy before changing). */
export function viewOf<T extends { crdts?: unknown }>(doc: RxDocument<T>): Readonly<Omit<T, 'crdts'>> {
  let view = views.get(doc) as Omit<T, 'crdts'> | undefined;
  if (!view) {
    view = Object.freeze(toPlain(doc));
    views.set(doc, view);
  }
  return view;
}

/**
 * An update object without undefined values: a CRDT operation is stored and replayed as JSON, and
 * RxDB's dev-mode compares the document with its replay, so undefined must never reach it.
 */
export function definedOnly<T extends object>(values: T): Partial<T> {
  const result: Partial<T> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

/**
 * Inserts a per-user singleton (id = uid) unless it exists, and returns the stored document. A
 * concurrent insert of the same id (another tab) is not an error: the existing document wins.
 */
export async function insertUnlessExists<T>(
  collection: RxCollection<T>,
  data: T & { id: string },
): Promise<{ doc: RxDocument<T>; created: boolean }> {
  const existing = await collection.findOne(data.id).exec();
  if (existing) return { doc: existing, created: false };
  try {
    return { doc: await insertDocument(collection, data), created: true };
  } catch (error) {
    if ((error as { code?: string }).code !== 'CONFLICT') throw error;
    const stored = await collection.findOne(data.id).exec();
    if (!stored) throw error;
    return { doc: stored, created: false };
  }
}
