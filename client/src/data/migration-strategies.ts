import type { MigrationStrategies } from 'rxdb';
import type { CollectionName } from '@schemas/index';

/**
 * Migration strategies per collection. Every collection schema is at version 0, so there is nothing
 * to migrate yet. When a schema changes: bump its `version`, add `{ [newVersion]: (oldDoc) => newDoc }`
 * here, and bump the sync route's schemaVersion (older clients then get 426 and offer to update).
 *
 * Why the server must run the same step: migration rewrites the replication's assumed master
 * states, but not the pull checkpoint (see shared/reference/sync-research.md).
 */
export const migrationStrategies: Record<CollectionName, MigrationStrategies> = {
  users: {},
  subscriptions: {},
  debts: {},
  payments: {},
  strategies: {},
  amortizationTables: {},
  financialGoals: {},
};
