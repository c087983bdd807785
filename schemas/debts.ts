import { crdtOption, crdtSchemaPart } from './crdt-schema-part';
import { dateField, idField, notesField, percentField, timestampField, uidField } from './common-fields';
import { DEBT_CLOSURES, DEBT_TYPES, MIN_PAY_CALC_METHODS, PAYMENT_FREQUENCIES } from './enumerations';
import type { DocumentFromSchema } from './json-schema-type';

/**
 * debts (spec §3). Money in dollars (numbers), rates in annual percent, dates 'YYYY-MM-DD'.
 *
 * - `uid` is a field of debts, as of every synced document: the owner (docs/architecture.md,
 *   "Documents and keys"). `userId` keeps the local user id of the data model's field list.
 * - `balance` has NO `minimum` on purpose. Payments lower it with a CRDT `$inc`, so two devices that
 *   each pay off the same debt while offline merge into a slightly negative balance. That merged
 *   document must stay valid (RxDB and the server validate it) or sync would stall; the repositories
 *   refuse a negative balance typed by the user, and readers treat ≤ 0.005 as paid off and a balance
 *   below zero as a credit (shown as "Credit $x", never as a negative balance). A payment larger than
 *   the balance is refused unless the user confirms the excess as a credit (recordPayment).
 * - `highLimit`, `isPromo`, `hasXFee`, `isPaid` have defaults (0/false) and are always stored.
 * - `customMetadata` is the spec's "json" column: any JSON object.
 * - `paymentEffects` (version 1, not in the spec; never shown): for each payment of this debt, the
 *   amount its balance reflects, keyed by payment id. Every payment write moves the balance with an
 *   operation guarded by the effect it saw, so a change two devices both make while offline (two
 *   deletes of one payment, a delete and an edit…) counts once when their histories merge. See
 *   client/src/data/payments/payment-effects.ts. Absent on debts written before version 1.
 * - `closedAs`, `closedOn`, `closingPaymentId` (version 2, not in the spec): how the user closed the
 *   debt, the day, and the payment the closing recorded (the remaining balance, when paid in full;
 *   what a settlement cost, when settled). Set and cleared only by closeDebt and reopenDebt
 *   (client/src/data/debts/). Separate fields, so a closing and another device's edit of the debt
 *   merge field by field. A debt marked paid before version 2 has `isPaid` and none of them; the
 *   readers treat it as closed without its balance counting as paid down
 *   (client/src/planning/debt-status.ts).
 */
export const debtsSchema = {
  title: 'debts',
  description: 'Debts the user is paying off',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    uid: uidField,
    userId: { type: 'string', maxLength: 128 },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    type: { type: 'string', enum: DEBT_TYPES, maxLength: 32 },
    balance: { type: 'number' },
    interestRate: percentField,
    minimumPayment: { type: 'number', minimum: 0 },
    paymentFrequency: { type: 'string', enum: PAYMENT_FREQUENCIES, maxLength: 32 },
    dueDay: { type: 'integer', minimum: 1, maximum: 31 },
    dueDate: dateField,
    highLimit: { type: 'number', minimum: 0, default: 0 },
    isPromo: { type: 'boolean', default: false },
    promoAPR: percentField,
    promoEndDate: dateField,
    hasXFee: { type: 'boolean', default: false },
    xFeeRate: percentField,
    minPayCalc: { type: 'string', enum: MIN_PAY_CALC_METHODS, maxLength: 32 },
    minPayPercentage: percentField,
    priority: { type: 'integer', minimum: 0, maximum: 1000000 },
    payoffDate: dateField,
    originationDate: dateField,
    iconName: { type: 'string', maxLength: 64 },
    colorHex: { type: 'string', maxLength: 9, pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' },
    notes: notesField,
    isPaid: { type: 'boolean', default: false },
    closedAs: { type: 'string', enum: DEBT_CLOSURES, maxLength: 32 },
    closedOn: dateField,
    closingPaymentId: { type: 'string', maxLength: 128 },
    customMetadata: { type: 'object' },
    paymentEffects: { type: 'object', additionalProperties: { type: 'number' } },
    createdAt: timestampField,
    updatedAt: timestampField,
    crdts: crdtSchemaPart,
  },
  required: [
    'id',
    'uid',
    'name',
    'type',
    'balance',
    'interestRate',
    'minimumPayment',
    'paymentFrequency',
    'highLimit',
    'isPromo',
    'hasXFee',
    'isPaid',
    'createdAt',
    'updatedAt',
  ],
  additionalProperties: false,
  indexes: [['uid', 'createdAt']],
  crdt: crdtOption,
} as const;

export type DebtDocument = DocumentFromSchema<typeof debtsSchema>;
/** A debt as the app and the payoff engine read it (without the CRDT operation log). */
export type Debt = Omit<DebtDocument, 'crdts'>;
