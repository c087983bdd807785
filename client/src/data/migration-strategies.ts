import type { MigrationStrategies } from 'rxdb';
import type { CollectionName } from '@schemas/index';

/**
 * Migration strategies per collection. When a schema changes: bump its `version`, add `{ [newVersion]: (oldDoc) => newDoc }`
 * here, and bump the sync route's schemaVersion (older clients then get 426 and offer to update).
 *
 * Why the server must run the same step: migration rewrites the replication's assumed master
 * states, but not the pull checkpoint (see shared/reference/sync-research.md).
 */
export const migrationStrategies: Record<CollectionName, MigrationStrategies> = {
  users: {},
  subscriptions: {},
  // 1: `paymentEffects` added. Old debts keep no map; the first payment write or the reconciliation
  // after sync builds it from the payments already recorded (payments/payment-effects.ts).
  debts: { 1: (doc) => doc },
  payments: {},
  strategies: {},
  amortizationTables: {},
  financialGoals: {},
};
