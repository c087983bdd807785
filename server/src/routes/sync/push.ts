import type { FastifyPluginAsync } from 'fastify';
import type { CollectionName } from '../../../../schemas/index';
import { ForeignDocumentError, type PushRow, type SyncDocument } from '../../storage/sync-store';
import { perAccountRateLimit } from '../account-rate-limit';
import { bringsBackErasedContents, erasedTombstone } from '../erased-tombstone';
import { errorResponses } from '../errors';
import { checkCollection } from './sync-guard';
import { MAX_DOCUMENT_BYTES, MAX_PUSH_BYTES, MAX_PUSH_ROWS, collectionParams, documentSchema, type CollectionParams } from './sync-params';

const pushBody = {
  type: 'array',
  maxItems: MAX_PUSH_ROWS,
  items: {
    type: 'object',
    properties: {
      newDocumentState: documentSchema,
      assumedMasterState: { anyOf: [documentSchema, { type: 'null' }] },
    },
    required: ['newDocumentState'],
    additionalProperties: false,
  },
} as const;

const forbidden = { statusCode: 403, error: 'Forbidden', message: 'A pushed document carries another account’s uid' };

/**
 * Writes the signed-in user's changes in one transaction and answers with the stored state of
 * the rows that conflicted. Four scope checks (docs/sync.md, "Scoping"): the new state and the
 * assumed state here, the stored document in the store, and every conflict returned here again.
 */
const push: FastifyPluginAsync = async (app) => {
  /**
   * Documents the user had erased (POST /api/sync/erase-deleted) stay erased: a device that was
   * offline during the erase merges its log into the erased tombstone and pushes the merge, which
   * is still deleted but carries that device's operations, contents included. Each such document
   * just written is replaced at once by a fresh erased tombstone, as the erase would: an ordinary
   * push with the stored state assumed, so it gets a new seq and every device, the one that pushed
   * included, pulls it and drops the contents. A document changed again meanwhile is left to the
   * next push of it. Without this the contents stayed on the server until the next erase.
   */
  const keepErased = async (uid: string, collection: CollectionName, rows: readonly PushRow[], conflicts: readonly SyncDocument[]) => {
    const conflicting = new Set(conflicts.map((doc) => doc.id));
    const at = new Date();
    const erase = rows
      .map((row) => row.newDocumentState)
      .filter((doc) => !conflicting.has(doc.id) && bringsBackErasedContents(doc))
      .map((doc): PushRow => ({ newDocumentState: erasedTombstone(collection, doc, at), assumedMasterState: doc }));
    if (erase.length === 0) return;
    const { written } = await app.syncStore.push(uid, collection, erase);
    if (written > 0) app.log.info({ collection, erased: written }, 'erased the contents a device brought back to erased documents');
  };

  app.post<{ Params: CollectionParams; Body: PushRow[] }>(
    '/api/sync/:collection/:schemaVersion/push',
    {
      config: { rateLimit: perAccountRateLimit(app.config.limits.syncPerMinute, 'pushes') },
      bodyLimit: MAX_PUSH_BYTES,
      schema: {
        params: collectionParams,
        body: pushBody,
        response: { 200: { type: 'array', items: documentSchema }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const collection = checkCollection(request, reply);
      if (!collection) return reply;
      const uid = request.session!.uid;
      const validator = app.documentValidators[collection];
      for (const [index, row] of request.body.entries()) {
        for (const state of [row.newDocumentState, row.assumedMasterState]) {
          if (state && state.uid !== uid) return reply.code(403).send(forbidden);
        }
        const size = Buffer.byteLength(JSON.stringify(row.newDocumentState));
        if (size > MAX_DOCUMENT_BYTES) {
          return reply
            .code(413)
            .send({ statusCode: 413, error: 'Payload Too Large', message: `Document ${index} is ${size} bytes; the limit is ${MAX_DOCUMENT_BYTES}` });
        }
        const problem = validator.check(row.newDocumentState);
        if (problem) {
          return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `Document ${index} of ${collection}: ${problem}` });
        }
      }
      try {
        const { conflicts } = await app.syncStore.push(uid, collection, request.body);
        // Belt and braces: never answer with a document that is not this user's.
        if (conflicts.some((doc: SyncDocument) => doc.uid !== uid)) return reply.code(403).send(forbidden);
        await keepErased(uid, collection, request.body, conflicts);
        return conflicts;
      } catch (error) {
        if (error instanceof ForeignDocumentError) return reply.code(403).send(forbidden);
        throw error;
      }
    },
  );
};

export default push;
