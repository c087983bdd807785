/**
 * Whether two lists hold the same items, by identity, in the same order. RxDB keeps one document
 * instance per revision (crdt-writes.ts, viewOf), so for lists of documents or of their views this
 * says "nothing in it changed" in one pass, without reading any field.
 */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}
