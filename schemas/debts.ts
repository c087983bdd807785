import { crdtOption, crdtSchemaPart } from './crdt-schema-part';
import { dateField, idField, notesField, percentField, timestampField, uidField } from './common-fields';
import { DEBT_CLOSURES, DEBT_TYPES, MIN_PAY_CALC_METHODS, PAYMENT_FREQUENCIES } from './enumerations';
import type { DocumentFromSchema } from './json-schema-type';

/**
 * debts (spec §3). Money in dollars (numbers), rates in annual percent, dates 'YYYY-MM-DD'.
 *
 * - `uid` is a field of debts, as of every synced document: the owner (docs/architecture.md,
 *   "Documents and keys"). `userId` keeps the local user id of the data model's field list.
 * - A debt's balance is DERIVED, never moved by payments (docs/sync.md, "Balances"): what it owes
 *   = `openingBalance` − the amounts of its live payments, in whole cents
 *   (client/src/data/debts/shown-debt.ts). Readers get that derived value as `balance`.
 * - `openingBalance` (version 3, not in the spec): the balance before any of its payments: the balance
 *   the person last stated (created with, or corrected to) plus the payments recorded on the debt
 *   when they stated it. Set by createDebt and updateDebt, never by a payment write. Absent on debts
 *   written before version 3: those are read by the legacy rule of debts/legacy-opening-balance.ts.
 * - `balance` as stored: the balance as the person last stated it (version 3). Before version 3
 *   payments moved it with `$inc`; the legacy rule reads that history. It has NO `minimum`: legacy
 *   merges could leave it below zero, and such a document must stay valid (RxDB and the server
 *   validate it) or sync would stall. The repositories refuse a negative balance typed by the user;
 *   readers treat a derived balance below zero as a credit (shown as "Credit $x").
 * - `highLimit`, `isPromo`, `hasXFee`, `isPaid` have defaults (0/false) and are always stored.
 *   `isPaid` as stored says the person closed the debt (closeDebt; before version 3 payment writes
 *   also set it); readers get it derived from the balance and the closing (shown-debt.ts).
 * - `customMetadata` is the spec's "json" column: any JSON object.
 * - `paymentEffects` (versions 1 and 2, no longer written; never shown): for each payment, the amount
 *   the stored balance reflected, keyed by payment id. Kept in the schema so that documents written
 *   then (on devices and on the server, which runs no migration) stay valid; the legacy rule reads
 *   the history of the balance, not this map.
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
  version: 4,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    uid: uidField,
    userId: { type: 'string', maxLength: 128 },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    type: { type: 'string', enum: DEBT_TYPES, maxLength: 32 },
    balance: { type: 'number' },
    openingBalance: { type: 'number' },
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
