import type { FastifyPluginAsync } from 'fastify';
import { COLLECTION_NAMES, type CollectionName } from '../../../schemas/index';
import type { PushRow } from '../storage/sync-store';
import { perAccountRateLimit } from './account-rate-limit';
import { erasedTombstone, isErased } from './erased-tombstone';
import { errorResponses } from './errors';
import { MAX_PULL_LIMIT, MAX_PUSH_ROWS } from './sync/sync-params';

const counts = {
  type: 'object',
  properties: Object.fromEntries(COLLECTION_NAMES.map((name) => [name, { type: 'integer' }])),
  required: [...COLLECTION_NAMES],
} as const;

/**
 * POST /api/sync/erase-deleted: drops the contents of the signed-in user's deleted documents on
 * the server (privacy after "Delete all my data"), keeping a content-free tombstone of each so the
 * deletion still reaches every device and cannot be undone by one that was offline (see
 * erased-tombstone.ts). Live documents are never touched; tombstones already erased are skipped,
 * so calling it again is harmless. Each replacement goes through the store's push with the stored
 * document as the assumed state: a document a device changes at that very moment is left for the
 * next call rather than overwritten. Once erased, a document stays erased: the push route erases
 * again a merge that a device brings back to it (push.ts, bringsBackErasedContents).
 */
const eraseDeleted: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/sync/erase-deleted',
    {
      config: { rateLimit: perAccountRateLimit(app.config.limits.erasePerMinute, 'erase requests') },
      schema: {
        response: {
          200: { type: 'object', properties: { erased: counts, total: { type: 'integer' } }, required: ['erased', 'total'] },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      // The uid comes from the verified session only.
      const uid = request.session!.uid;
      const at = new Date();
      const erased = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, 0])) as Record<CollectionName, number>;
      for (const collection of COLLECTION_NAMES) {
        let seq = 0;
        for (;;) {
          const page = await app.syncStore.pull(uid, collection, seq, MAX_PULL_LIMIT);
          const rows: PushRow[] = page.documents
            .filter((doc) => doc._deleted === true && !isErased(doc))
            .map((doc) => ({ newDocumentState: erasedTombstone(collection, doc, at), assumedMasterState: doc }));
          for (let start = 0; start < rows.length; start += MAX_PUSH_ROWS) {
            const { written } = await app.syncStore.push(uid, collection, rows.slice(start, start + MAX_PUSH_ROWS));
            erased[collection] += written;
          }
          // Rewritten documents get new seqs and come by again, already erased: the loop ends.
          if (page.documents.length < MAX_PULL_LIMIT) break;
          seq = page.checkpoint.seq;
        }
      }
      return { erased, total: Object.values(erased).reduce((sum, count) => sum + count, 0) };
    },
  );
};

export default eraseDeleted;
