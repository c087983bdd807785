/**
 * The `crdts` property every collection carries for RxDB's CRDT plugin: the document's operation
 * log, merged by the plugin when two devices wrote the same document while apart.
 *
 * This is a literal copy of rxdb's `getCRDTSchemaPart()` (rxdb 17) so that `schemas/` stays
 * framework-free and the server can validate pushed documents with plain ajv.
 * `crdt-schema-part.test.ts` fails if rxdb's definition ever moves away from this copy.
 */
export const crdtSchemaPart = {
  type: 'object',
  properties: {
    operations: {
      type: 'array',
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            body: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  selector: { type: 'object' },
                  ifMatch: { type: 'object' },
                  ifNotMatch: { type: 'object' },
                },
                additionalProperties: false,
              },
              minItems: 1,
            },
            creator: { type: 'string' },
            time: {
              type: 'number',
              minimum: 1,
              // rxdb's META_LWT_UNIX_TIME_MAX
              maximum: 1000000000000000,
              multipleOf: 0.01,
            },
          },
          additionalProperties: false,
          required: ['body', 'creator', 'time'],
        },
      },
    },
    hash: {
      type: 'string',
      minLength: 2,
    },
  },
  additionalProperties: false,
  required: ['operations', 'hash'],
} as const;

/** The schema-level option that tells RxDB which property holds the CRDT operations. */
export const crdtOption = { field: 'crdts' } as const;
