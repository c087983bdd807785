import type { FastifyPluginAsync } from 'fastify';
import { perAccountRateLimit } from '../account-rate-limit';
import { errorResponses } from '../errors';
import { checkCollection } from './sync-guard';
import { MAX_PULL_LIMIT, collectionParams, documentSchema, type CollectionParams } from './sync-params';

interface PullQuery {
  seq?: string;
  limit?: string;
}

/** Documents of the signed-in user changed after a checkpoint, in sequence order. */
const pull: FastifyPluginAsync = async (app) => {
  app.get<{ Params: CollectionParams; Querystring: PullQuery }>(
    '/api/sync/:collection/:schemaVersion/pull',
    {
      config: { rateLimit: perAccountRateLimit(app.config.limits.syncPerMinute, 'pulls') },
      schema: {
        params: collectionParams,
        querystring: {
          type: 'object',
          properties: {
            seq: { type: 'string', pattern: '^[0-9]{1,15}$' },
            limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              documents: { type: 'array', items: documentSchema },
              checkpoint: { type: 'object', properties: { seq: { type: 'integer' } }, required: ['seq'] },
            },
            required: ['documents', 'checkpoint'],
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const collection = checkCollection(request, reply);
      if (!collection) return reply;
      const seq = Number(request.query.seq ?? 0);
      const limit = Number(request.query.limit ?? 100);
      if (limit < 1 || limit > MAX_PULL_LIMIT) {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `limit must be between 1 and ${MAX_PULL_LIMIT}` });
      }
      // The uid comes from the verified session only; the store filters by it in the query.
      return app.syncStore.pull(request.session!.uid, collection, seq, limit);
    },
  );
};

export default pull;
