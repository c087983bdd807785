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
 *
 * Version 1 (not in the spec) also holds interest and fees charged to a debt, recorded from a
 * statement (data/payments/record-statement.ts):
 * - `kind`: 'charge' for interest and fees charged; absent or 'payment' for a payment. A charge
 *   raises the debt's balance by its `amount` (debts/shown-debt.ts), a payment lowers it.
 * - `interest` and `fees`: a charge's amount split as the person stated it (dollars, each ≥ 0,
 *   their sum is `amount`, checked by the repository). Only on charges.
 * All three are optional, so the documents written before (on devices and on the server, which runs
 * no migration) stay valid and read as payments.
 */
export const paymentsSchema = {
  title: 'payments',
  description: 'Payments made towards debts',
  version: 2,
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
    kind: { type: 'string', enum: ['payment', 'charge'] },
    interest: { type: 'number', minimum: 0 },
    fees: { type: 'number', minimum: 0 },
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

/** What a payments document records: money paid towards a debt, or interest and fees charged to it. */
export type PaymentKind = 'payment' | 'charge';

/** Whether the entry is interest and fees charged (version 1), not a payment. */
export const isCharge = (entry: { kind?: string | undefined }): boolean => entry.kind === 'charge';
