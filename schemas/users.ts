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
 * - `lastLoginAt` is the time of the sign-in that created the record, and stays so: later sign-ins
 *   are kept by the server in its own record of the person (POST /api/users), because each write
 *   here is one more operation in the document's CRDT log, forever.
 * - `updatedAt` is not in the spec's list; every synced document carries it (docs/architecture.md,
 *   "Documents and keys").
 *
 * Version 1 (not in the spec) adds the person's reminder settings, which follow them to every device:
 * - `reminders.enabled`: whether Paydown shows a notification before a payment is due (each device
 *   still needs the browser's permission, which is not stored here).
 * - `reminders.daysBefore`: how many days before the due date (0–30; 0 means on the day).
 * Each is optional and written by a `$set` of its own path (`reminders.enabled`), so a device that
 * turns reminders on and another that changes the days while apart both keep their change; a
 * setting never written reads as its default (client/src/data/users/reminder-settings.ts). The
 * object itself is optional too, so the documents written before (on devices and on the server,
 * which runs no migration) stay valid.
 */
export const usersSchema = {
  title: 'users',
  description: 'The signed-in user, one document per auth uid',
  version: 2,
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
    reminders: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean' },
        daysBefore: { type: 'integer', minimum: 0, maximum: 30 },
      },
      additionalProperties: false,
    },
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
