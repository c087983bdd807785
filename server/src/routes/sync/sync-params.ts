import { COLLECTION_NAMES, type CollectionName } from '../../../../schemas/index';

export const MAX_DOCUMENT_BYTES = 256 * 1024;
export const MAX_PUSH_BYTES = 4 * 1024 * 1024;
export const MAX_PUSH_ROWS = 200;
export const MAX_PULL_LIMIT = 500;

export const collectionParams = {
  type: 'object',
  properties: {
    collection: { type: 'string', maxLength: 64 },
    schemaVersion: { type: 'string', pattern: '^[0-9]{1,6}$' },
  },
  required: ['collection', 'schemaVersion'],
} as const;

export interface CollectionParams {
  collection: string;
  schemaVersion: string;
}

export function isCollectionName(name: string): name is CollectionName {
  return (COLLECTION_NAMES as string[]).includes(name);
}

/** A stored or pushed document as it travels: any JSON object with the fields we rely on. */
export const documentSchema = { type: 'object', additionalProperties: true } as const;
