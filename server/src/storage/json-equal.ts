/**
 * Deep equality of JSON values, the way a document survives `JSON.stringify` → `JSON.parse`:
 * key order is irrelevant (PostgreSQL JSONB, other languages and RxDB itself may reorder keys),
 * array order matters, and a key whose value is `undefined` counts as absent (JSON drops it).
 *
 * Conflict detection compares the assumed master state with the stored document through this,
 * never through stored strings: two serialisations of one document need not be byte-identical.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  const left = definedKeys(a as Record<string, unknown>);
  const right = definedKeys(b as Record<string, unknown>);
  if (left.length !== right.length) return false;
  return left.every((key) => Object.hasOwn(b, key) && jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

function definedKeys(value: Record<string, unknown>): string[] {
  return Object.keys(value).filter((key) => value[key] !== undefined);
}
