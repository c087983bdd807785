/**
 * RxDB's own keys of our collection schemas (schemas/index.ts). Plain JSON Schema validators
 * (ajv on the server, zod's fromJSONSchema for import files) must not see them.
 */
export const RXDB_ONLY_KEYS = ['version', 'primaryKey', 'indexes', 'crdt', 'encrypted', 'keyCompression', 'internalIndexes'] as const;

/** A collection schema without RxDB's keys: a plain JSON Schema of the document. */
export function plainJsonSchema(schema: object): Record<string, unknown> {
  const plain: Record<string, unknown> = { ...schema };
  for (const key of RXDB_ONLY_KEYS) delete plain[key];
  return plain;
}
