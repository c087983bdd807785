import fp from 'fastify-plugin';
import type { CollectionName } from '../../../schemas/index';
import { openPostgresSyncStore } from '../storage/postgres-sync-store';
import { openSqliteSyncStore } from '../storage/sqlite-sync-store';
import type { SyncStore } from '../storage/sync-store';
import { buildDocumentValidators, type DocumentValidator } from '../sync/document-validators';
import type { FoldPolicy } from '../sync/history-fold';

declare module 'fastify' {
  interface FastifyInstance {
    syncStore: SyncStore;
    documentValidators: Record<CollectionName, DocumentValidator>;
    /** When a pushed document's history is folded (sync/history-fold.ts). */
    historyFold: FoldPolicy;
  }
}

/** The synced-document store (SQLite file by default, PostgreSQL with DATABASE_URL) and the validators. */
export default fp<{ now: () => Date }>(
  async (app, { now }) => {
    const { database } = app.config;
    const store = database.kind === 'sqlite' ? openSqliteSyncStore(database.file) : await openPostgresSyncStore(database.url);
    app.decorate('syncStore', store);
    app.decorate('documentValidators', buildDocumentValidators());
    app.decorate('historyFold', { horizonDays: app.config.historyHorizonDays, now });
    app.addHook('onClose', async () => store.close());
  },
  { name: 'sync', dependencies: ['config'] },
);
