import { errorResponses } from '../../../../schemas/wire/errors';
import { MAX_PUSH_BYTES, collectionParamsSchema, pushAnswerSchema, pushBodySchema } from '../../../../schemas/wire/sync';
import { ForeignDocumentError } from '../../storage/sync-store';
import { checkPushedRows, foreignDocument } from '../../sync/check-pushed-rows';
import { keepErased } from '../../sync/erasure';
import { foldPushedHistories } from '../../sync/history-fold';
import { perAccountRateLimit } from '../account-rate-limit';
import { signedIn } from '../signed-in';
import type { RoutesPlugin } from '../wire-type-provider';
import { checkCollection } from './sync-guard';

/**
 * Writes the signed-in user's changes in one transaction and answers with the stored state of
 * the rows that conflicted. Four scope checks (docs/sync.md, "Scoping"): the new state and the
 * assumed state (checkPushedRows), the stored document in the store, and every conflict returned
 * here again. Documents the user had erased stay erased (sync/erasure.ts, keepErased), and long
 * histories are folded (sync/history-fold.ts).
 */
const push: RoutesPlugin = async (app) => {
  app.post(
    '/api/sync/:collection/:schemaVersion/push',
    {
      config: { rateLimit: perAccountRateLimit(app.config.limits.syncPerMinute, 'pushes') },
      bodyLimit: MAX_PUSH_BYTES,
      schema: { params: collectionParamsSchema, body: pushBodySchema, response: { 200: pushAnswerSchema, ...errorResponses } },
    },
    async (request) => {
      const collection = checkCollection(app, request.params);
      const { uid } = signedIn(request);
      const rows = request.body;
      checkPushedRows(uid, collection, rows, app.documentValidators[collection]);
      let conflicts;
      try {
        ({ conflicts } = await app.syncStore.push(uid, collection, rows));
      } catch (error) {
        throw error instanceof ForeignDocumentError ? foreignDocument() : error;
      }
      // Belt and braces: never answer with a document that is not this user's.
      if (conflicts.some((doc) => doc.uid !== uid)) throw foreignDocument();
      const erased = await keepErased(app.syncStore, uid, collection, rows, conflicts, new Date());
      if (erased > 0) request.log.info({ collection, erased }, 'erased the contents a device brought back to erased documents');
      // The push is committed: a fold that fails (it is only a saving) is left to the next push.
      await foldPushedHistories(app.syncStore, uid, collection, rows, conflicts, app.historyFold).catch((error: unknown) =>
        request.log.error({ collection, err: error }, 'folding pushed histories failed'),
      );
      return conflicts;
    },
  );
};

export default push;
