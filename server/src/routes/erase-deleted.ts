import { errorResponses } from '../../../schemas/wire/errors';
import { eraseDeletedAnswerSchema } from '../../../schemas/wire/sync';
import { eraseDeletedDocuments } from '../sync/erasure';
import { perAccountRateLimit } from './account-rate-limit';
import { signedIn } from './signed-in';
import type { RoutesPlugin } from './wire-type-provider';

/**
 * POST /api/sync/erase-deleted: drops the contents of the signed-in user's deleted documents on
 * the server (privacy after "Delete all my data"), keeping a content-free tombstone of each so the
 * deletion still reaches every device and cannot be undone by one that was offline
 * (sync/erased-tombstone.ts, sync/erasure.ts). Once erased, a document stays erased: the push
 * route erases again a merge that a device brings back to it (keepErased).
 */
const eraseDeleted: RoutesPlugin = async (app) => {
  app.post(
    '/api/sync/erase-deleted',
    {
      config: { rateLimit: perAccountRateLimit(app.config.limits.erasePerMinute, 'erase requests') },
      schema: { response: { 200: eraseDeletedAnswerSchema, ...errorResponses } },
    },
    async (request) => {
      const erased = await eraseDeletedDocuments(app.syncStore, signedIn(request).uid, new Date());
      return { erased, total: Object.values(erased).reduce((sum, count) => sum + count, 0) };
    },
  );
};

export default eraseDeleted;
