import type { FromSchema } from '../json-schema-type';

/**
 * The sync protocol on the wire (docs/sync.md): what the client sends and the server answers on
 * /api/sync. Route schemas, server handlers and the client's sync calls all take their types from
 * here, so a change to a field breaks every caller that has not followed at typecheck.
 */

/** The largest JSON size of one pushed document, in bytes (413 above it). */
export const MAX_DOCUMENT_BYTES = 256 * 1024;
/** The largest push body, in bytes. */
export const MAX_PUSH_BYTES = 4 * 1024 * 1024;
/** The most rows one push may carry. */
export const MAX_PUSH_ROWS = 200;
/**
 * The largest `limit` of a pull. A device far behind asks for ever larger pages, up to this
 * (client/src/data/sync/catch-up-pulls.ts); MAX_PULL_BYTES bounds the answer whatever the limit.
 */
export const MAX_PULL_LIMIT = 2000;
/**
 * The most characters of stored document JSON one pull answers: it stops before the document
 * that would go past it, and says `more`. Its first document is always sent, whatever its size
 * (at most MAX_DOCUMENT_BYTES).
 */
export const MAX_PULL_BYTES = 4 * 1024 * 1024;

/**
 * A synced document as it travels: any JSON object with the fields sync relies on. Its other
 * fields are checked against the collection's schema (schemas/index.ts) by the server, not here:
 * the stored document is exactly what the client sent.
 */
export const syncDocumentSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    uid: { type: 'string' },
    /** RxDB's tombstone flag; a deleted document keeps its fields (docs/sync.md, "Deletions and erasure"). */
    _deleted: { type: 'boolean' },
  },
  required: ['id', 'uid', '_deleted'],
  additionalProperties: true,
} as const;

export type SyncDocument = FromSchema<typeof syncDocumentSchema>;

/** Where a pull stands: the per-user sequence number of the last document it returned. */
export const syncCheckpointSchema = {
  type: 'object',
  properties: { seq: { type: 'integer' } },
  required: ['seq'],
  additionalProperties: false,
} as const;

export type SyncCheckpoint = FromSchema<typeof syncCheckpointSchema>;

/** Path parameters of pull and push: /api/sync/:collection/:schemaVersion/(pull|push). */
export const collectionParamsSchema = {
  type: 'object',
  properties: {
    collection: { type: 'string', maxLength: 64 },
    schemaVersion: { type: 'string', pattern: '^[0-9]{1,6}$' },
  },
  required: ['collection', 'schemaVersion'],
} as const;

export type CollectionParams = FromSchema<typeof collectionParamsSchema>;

/** Query of a pull: documents after `seq` (default 0), at most `limit` (default 100, 1…MAX_PULL_LIMIT). */
export const pullQuerySchema = {
  type: 'object',
  properties: {
    seq: { type: 'string', pattern: '^[0-9]{1,15}$' },
    limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
  },
  additionalProperties: false,
} as const;

export type PullQuery = FromSchema<typeof pullQuerySchema>;

/** The answer of a pull: documents in sequence order, and the checkpoint to pull from next. */
export const pullAnswerSchema = {
  type: 'object',
  properties: {
    documents: { type: 'array', items: syncDocumentSchema },
    /** The seq of the last returned document, or the given one when nothing is newer. */
    checkpoint: syncCheckpointSchema,
    /**
     * The seq of each returned document, in the same order. Any of them is a valid checkpoint for
     * the documents up to it: a client may store a page in slices, each ending at its last
     * document's seq (client/src/data/sync/catch-up-pulls.ts).
     */
    seqs: { type: 'array', items: { type: 'integer' } },
    /**
     * Present (true) only when the answer stopped short of `limit` at MAX_PULL_BYTES while newer
     * documents remain. Otherwise an answer with fewer than `limit` documents means nothing newer is left.
     */
    more: { type: 'boolean', const: true },
  },
  required: ['documents', 'checkpoint'],
  additionalProperties: false,
} as const;

export type PullAnswer = FromSchema<typeof pullAnswerSchema>;

/** One pushed change: the new state, and the state the device last saw from the server (none for a new document). */
export const pushRowSchema = {
  type: 'object',
  properties: {
    newDocumentState: syncDocumentSchema,
    assumedMasterState: { ...syncDocumentSchema, type: ['object', 'null'] },
  },
  required: ['newDocumentState'],
  additionalProperties: false,
} as const;

export type PushRow = FromSchema<typeof pushRowSchema>;

/** The body of a push: its rows, written in one transaction. */
export const pushBodySchema = { type: 'array', maxItems: MAX_PUSH_ROWS, items: pushRowSchema } as const;

export type PushBody = FromSchema<typeof pushBodySchema>;

/** The answer of a push: the stored state of each row that conflicted (empty when all were written). */
export const pushAnswerSchema = { type: 'array', items: syncDocumentSchema } as const;

export type PushAnswer = FromSchema<typeof pushAnswerSchema>;

/**
 * The `data` of a `change` event of the sync stream (GET /api/sync/stream): the collection that
 * changed and its new last seq; with the documents the change wrote when the server has them at
 * hand and they are small enough, with their schema version and the seq the collection stood at
 * before. A device whose last pull ended at `previousSeq` applies them as its next pull's answer;
 * any other device pulls.
 */
export const streamChangeSchema = {
  type: 'object',
  properties: {
    collection: { type: 'string' },
    seq: { type: 'integer' },
    previousSeq: { type: 'integer' },
    schemaVersion: { type: 'integer' },
    documents: { type: 'array', items: syncDocumentSchema },
  },
  required: ['collection', 'seq'],
  additionalProperties: false,
} as const;

export type StreamChange = FromSchema<typeof streamChangeSchema>;

/** The `data` of the stream's `ready` event (sent once the stream is open) and of `unauthorized` (sent before it ends). */
export const streamReadySchema = {
  type: 'object',
  properties: { uid: { type: 'string' } },
  required: ['uid'],
  additionalProperties: false,
} as const;

export type StreamReady = FromSchema<typeof streamReadySchema>;

export const streamUnauthorizedSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
} as const;

export type StreamUnauthorized = FromSchema<typeof streamUnauthorizedSchema>;

/** The answer of POST /api/sync/erase-deleted: how many deleted documents were erased, by collection and in all. */
export const eraseDeletedAnswerSchema = {
  type: 'object',
  properties: {
    erased: { type: 'object', additionalProperties: { type: 'integer' } },
    total: { type: 'integer' },
  },
  required: ['erased', 'total'],
  additionalProperties: false,
} as const;

export type EraseDeletedAnswer = FromSchema<typeof eraseDeletedAnswerSchema>;
