import { crdtOption, crdtSchemaPart } from './crdt-schema-part';
import { idField, timestampField, uidField } from './common-fields';
import type { DocumentFromSchema } from './json-schema-type';

/**
 * users (spec §3): the signed-in person's profile, one document per auth uid.
 *
 * - `id` equals `uid`. The spec makes `uid` unique; an RxDB collection has no unique index, and two
 *   devices signing in for the first time while offline would otherwise create two records. With the
 *   uid as primary key both devices write the same document and the CRDT plugin merges them.
 * - `email` is required as the spec says; anonymous accounts, which have none, store ''.
 * - `displayName`, `photoURL`, `phoneNumber` are optional and absent (not null) when unknown.
 * - `emailVerified`/`isAnonymous` default to false; stored documents always carry them (required
 *   here), the "optional on insert" rule of spec §5 is the repositories' input types.
 * - `updatedAt` is not in the spec's list; every synced document carries it (docs/architecture.md,
 *   "Documents and keys").
 */
export const usersSchema = {
  title: 'users',
  description: 'The signed-in user, one document per auth uid',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    uid: uidField,
    email: { type: 'string', maxLength: 320 },
    displayName: { type: 'string', maxLength: 200 },
    photoURL: { type: 'string', maxLength: 2048 },
    phoneNumber: { type: 'string', maxLength: 40 },
    emailVerified: { type: 'boolean', default: false },
    isAnonymous: { type: 'boolean', default: false },
    createdAt: timestampField,
    lastLoginAt: timestampField,
    updatedAt: timestampField,
    crdts: crdtSchemaPart,
  },
  required: ['id', 'uid', 'email', 'emailVerified', 'isAnonymous', 'createdAt', 'lastLoginAt', 'updatedAt'],
  additionalProperties: false,
  indexes: ['uid'],
  crdt: crdtOption,
} as const;

export type UserDocument = DocumentFromSchema<typeof usersSchema>;
/** A user as the app reads it (without the CRDT operation log). */
export type User = Omit<UserDocument, 'crdts'>;
