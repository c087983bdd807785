/**
 * The data model of Paydown: the JSON Schemas of the seven synced collections. Framework-free:
 * the client feeds them to RxDB, the server validates pushed documents against the same objects
 * with ajv (RxDB-only keys — version, primaryKey, indexes, crdt — must be allowed or stripped there).
 *
 * Documents pushed by RxDB replication also carry `_deleted` (tombstones); every schema has
 * `additionalProperties: false`, so the server validates the document without that flag.
 */
import { amortizationTablesSchema } from './amortization-tables';
import { debtsSchema } from './debts';
import { financialGoalsSchema } from './financial-goals';
import { paymentsSchema } from './payments';
import { strategiesSchema } from './strategies';
import { subscriptionsSchema } from './subscriptions';
import { usersSchema } from './users';

export * from './amortization-tables';
export * from './debts';
export * from './enumerations';
export * from './financial-goals';
export * from './payments';
export * from './strategies';
export * from './subscriptions';
export * from './users';
export { crdtSchemaPart, crdtOption } from './crdt-schema-part';
export { ISO_DATE_PATTERN, ISO_TIMESTAMP_PATTERN } from './common-fields';
export type { DocumentFromSchema, FromSchema } from './json-schema-type';

/**
 * The spec's local database schema version (§3, §9), shown on /db-schema. It names the data model
 * this code implements; each RxDB collection schema has its own `version`, starting at 0 and bumped
 * with a migration strategy whenever that collection's schema changes.
 */
export const DATA_MODEL_VERSION = 14;

export { DATABASE_DISPLAY_NAME, DATABASE_NAME } from './database-name';

/** Every collection's schema by collection name (the names used by RxDB and the sync routes). */
export const collectionSchemas = {
  users: usersSchema,
  subscriptions: subscriptionsSchema,
  debts: debtsSchema,
  payments: paymentsSchema,
  strategies: strategiesSchema,
  amortizationTables: amortizationTablesSchema,
  financialGoals: financialGoalsSchema,
} as const;

export type CollectionName = keyof typeof collectionSchemas;

export const COLLECTION_NAMES = Object.keys(collectionSchemas) as CollectionName[];
