import { errorResponses } from '../../../../schemas/wire/errors';
import { MAX_PULL_LIMIT, collectionParamsSchema, pullAnswerSchema, pullQuerySchema } from '../../../../schemas/wire/sync';
import { httpError } from '../../errors/http-error';
import { perAccountRateLimit } from '../account-rate-limit';
import { signedIn } from '../signed-in';
import type { RoutesPlugin } from '../wire-type-provider';
import { checkCollection } from './sync-guard';

/** Documents of the signed-in user changed after a checkpoint, in sequence order. */
const pull: RoutesPlugin = async (app) => {
  app.get(
    '/api/sync/:collection/:schemaVersion/pull',
    {
      config: { rateLimit: perAccountRateLimit(app.config.limits.syncPerMinute, 'pulls') },
      schema: { params: collectionParamsSchema, querystring: pullQuerySchema, response: { 200: pullAnswerSchema, ...errorResponses } },
    },
    async (request) => {
      const collection = checkCollection(app, request.params);
      const seq = Number(request.query.seq ?? 0);
      const limit = Number(request.query.limit ?? 100);
      if (limit < 1 || limit > MAX_PULL_LIMIT) throw httpError(400, `limit must be between 1 and ${MAX_PULL_LIMIT}`);
      // The uid comes from the verified session only; the store filters by it in the query.
      return app.syncStore.pull(signedIn(request).uid, collection, seq, limit);
    },
  );
};

export default pull;
