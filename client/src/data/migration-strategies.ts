import type { MigrationStrategies } from 'rxdb';
import type { CollectionName } from '@schemas/index';

/**
 * Migration strategies per collection. When a schema changes: bump its `version` and add
 * `{ [newVersion]: (oldDoc) => newDoc }` here. The sync routes and the replication identifier
 * follow the schema's version by themselves: older clients then get 426 and offer to update.
 *
 * The server runs no migration: it stores documents as sent, so the documents already there, in
 * the old shape, must stay valid under the new schema (docs/sync.md, "Schema versions").
 */
export const migrationStrategies: Record<CollectionName, MigrationStrategies> = {
  users: {},
  subscriptions: {},
  // 1: `paymentEffects` added. Old debts keep no map; the first payment write or the reconciliation
  // after sync builds it from the payments already recorded (payments/payment-effects.ts).
  // 2: `closedAs`, `closedOn`, `closingPaymentId` added (how the user closed a debt). Documents are
  // kept as they are: a debt marked paid before (isPaid, a balance left, no `closedAs`) is read as
  // closed without its balance counting as paid down (planning/debt-status.ts). Not rewritten
  // here: this step only runs on devices that stored the debt before, not on the server, so a new
  // device would read the debt otherwise; a rule applied on reading is the same everywhere.
  debts: { 1: (doc) => doc, 2: (doc) => doc },
  payments: {},
  strategies: {},
  amortizationTables: {},
  financialGoals: {},
};
