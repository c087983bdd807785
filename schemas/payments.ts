import { crdtOption, crdtSchemaPart } from './crdt-schema-part';
import { dateField, idField, notesField, refField, timestampField, uidField } from './common-fields';
import type { DocumentFromSchema } from './json-schema-type';

/**
 * payments (spec §3): money paid towards one debt on one date.
 *
 * - `debtId` holds the debt's string id; `date` is 'YYYY-MM-DD'. Both are indexed (the debt's
 *   history, the progress screen by date), so both are required.
 * - `amount` is a positive number of dollars.
 * - `updatedAt` is not in the spec's list; every synced document carries it (docs/architecture.md,
 *   "Documents and keys").
 */
export const paymentsSchema = {
  title: 'payments',
  description: 'Payments made towards debts',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    uid: uidField,
    debtId: refField,
    userId: { type: 'string', maxLength: 128 },
    amount: { type: 'number', exclusiveMinimum: 0 },
    date: dateField,
    isPrincipalOnly: { type: 'boolean', default: false },
    notes: notesField,
    createdAt: timestampField,
    updatedAt: timestampField,
    crdts: crdtSchemaPart,
  },
  required: ['id', 'uid', 'debtId', 'amount', 'date', 'isPrincipalOnly', 'createdAt', 'updatedAt'],
  additionalProperties: false,
  indexes: [
    ['uid', 'debtId', 'date'],
    ['uid', 'date'],
  ],
  crdt: crdtOption,
} as const;

export type PaymentDocument = DocumentFromSchema<typeof paymentsSchema>;
export type Payment = Omit<PaymentDocument, 'crdts'>;
