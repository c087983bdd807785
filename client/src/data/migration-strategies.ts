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
  // Every collection's last step (data model 14): no field changed, but a document's CRDT log may
  // now start with a fold of its older rows (docs/sync.md, "Bounded history"), which an app without
  // the history merge would merge row by row and get wrong. The bump makes older apps get 426 and
  // update before they sync again. Documents are kept as they are.
  // 1: optional `reminders` ({ enabled?, daysBefore? }) added. Documents are kept as they are: a
  // user without it has reminders off, 3 days before (users/reminder-settings.ts), the same rule on
  // every device and for the server's unmigrated documents.
  users: { 1: (doc) => doc, 2: (doc) => doc },
  subscriptions: { 1: (doc) => doc },
  // 1: `paymentEffects` added (no longer written since 3).
  // 2: `closedAs`, `closedOn`, `closingPaymentId` added (how the user closed a debt). Documents are
  // kept as they are: a debt marked paid before (isPaid, a balance left, no `closedAs`) is read as
  // closed without its balance counting as paid down (planning/debt-status.ts). Not rewritten
  // here: this step only runs on devices that stored the debt before, not on the server, so a new
  // device would read the debt otherwise; a rule applied on reading is the same everywhere.
  // 3: `openingBalance` added: a debt's balance is derived from it and its live payments
  // (debts/shown-debt.ts). Documents are kept as they are, for the same reason as in 2: a debt
  // written before has no opening balance on the server either, so the rule that reads it from the
  // debt's history (debts/legacy-opening-balance.ts) runs on reading, the same on every device.
  // Setting the field here would also change the document without an operation in its CRDT log.
  debts: { 1: (doc) => doc, 2: (doc) => doc, 3: (doc) => doc, 4: (doc) => doc },
  // 1: optional `kind`, `interest` and `fees` added (interest and fees charged, recorded from a
  // statement). Documents are kept as they are: an entry without `kind` is a payment, on every
  // device and on the server, which holds the same documents unmigrated.
  payments: { 1: (doc) => doc, 2: (doc) => doc },
  // 1: optional `snowflakes`, `budgetSteps` and `chosenAt` added (named scenarios, one of them the
  // current plan). Documents are kept as they are: a strategy without them has no one-time extra
  // payments and no budget steps, and when no strategy was chosen the most recently updated one is
  // the current plan (strategies/current-strategy.ts). The server holds the same documents
  // unmigrated, so a rule applied on reading is the same on every device; filling the fields here
  // would also change documents without an operation in their CRDT log.
  strategies: { 1: (doc) => doc, 2: (doc) => doc },
  amortizationTables: { 1: (doc) => doc },
  financialGoals: { 1: (doc) => doc },
};
