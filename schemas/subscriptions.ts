import { crdtOption, crdtSchemaPart } from './crdt-schema-part';
import { idField, timestampField, uidField } from './common-fields';
import { SUBSCRIPTION_TIERS } from './enumerations';
import type { DocumentFromSchema } from './json-schema-type';

/**
 * subscriptions (spec §3): the user's tier. One document per user, `id` equal to `uid` (the app
 * reads "the" local subscription; a per-user key keeps two offline devices from creating two).
 *
 * - `status` is required free text (the spec lists no statuses; only 'active' has a meaning, see
 *   ACTIVE_SUBSCRIPTION_STATUS); `tier` is required, one of SUBSCRIPTION_TIERS.
 * - `startDate`/`endDate` are ISO timestamps; `endDate`, `platform`, `purchaseToken` are absent in
 *   the default local subscription.
 * - `userId` keeps the spec's local user id for fidelity (the users document's id, i.e. the uid).
 */
export const subscriptionsSchema = {
  title: 'subscriptions',
  description: "The user's subscription tier, one document per auth uid",
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    uid: uidField,
    userId: { type: 'string', maxLength: 128 },
    status: { type: 'string', minLength: 1, maxLength: 32 },
    tier: { type: 'string', enum: SUBSCRIPTION_TIERS, maxLength: 32 },
    startDate: timestampField,
    endDate: timestampField,
    platform: { type: 'string', maxLength: 32 },
    purchaseToken: { type: 'string', maxLength: 4096 },
    autoRenew: { type: 'boolean', default: false },
    createdAt: timestampField,
    updatedAt: timestampField,
    crdts: crdtSchemaPart,
  },
  required: ['id', 'uid', 'status', 'tier', 'autoRenew', 'createdAt', 'updatedAt'],
  additionalProperties: false,
  indexes: ['uid'],
  crdt: crdtOption,
} as const;

export type SubscriptionDocument = DocumentFromSchema<typeof subscriptionsSchema>;
export type Subscription = Omit<SubscriptionDocument, 'crdts'>;
