import type { FastifyPluginAsync } from 'fastify';
import { ForeignDocumentError, type PushRow, type SyncDocument } from '../../storage/sync-store';
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

const forbidden = { statusCode: 403, error: 'Forbidden', message: 'A pushed document belongs to another user' };

/**
 * Writes the signed-in user's changes in one transaction and answers with the stored state of
 * the rows that conflicted. Four scope checks (ARCHITECTURE.md): the new state and the assumed
 * state here, the stored document in the store, and every conflict returned here again.
 */
const push: FastifyPluginAsync = async (app) => {
  app.post<{ Params: CollectionParams; Body: PushRow[] }>(
    '/api/sync/:collection/:schemaVersion/push',
    {
      preHandler: app.requireSession,
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
        return conflicts;
      } catch (error) {
        if (error instanceof ForeignDocumentError) return reply.code(403).send(forbidden);
        throw error;
      }
    },
  );
};

export default push;
