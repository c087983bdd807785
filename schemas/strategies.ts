import { crdtOption, crdtSchemaPart } from './crdt-schema-part';
import { dateField, idField, timestampField, uidField } from './common-fields';
import { EXTRA_PAYMENT_SCHEDULES, STRATEGY_TYPES } from './enumerations';
import type { DocumentFromSchema } from './json-schema-type';

/**
 * strategies (spec §3): how the user wants to pay their debts off.
 *
 * Spec quirks, resolved:
 * - `debtPriorities` is "json in the schema; stored locally as a comma-joined string". The local
 *   store is what syncs, so it is a string here: debt ids in payoff order joined by ',' ('' when
 *   none). Ids are UUIDs and never contain a comma. The repositories accept a string[] and join it.
 * - `extraPaymentFrequency` "defaults to monthly", but its enumeration (extra-payment schedules) is
 *   once_per_month | every_x_days | selected_days, which has no 'monthly'. "monthly" is the plain
 *   name of `once_per_month`, so that is the default, and the enum stays the spec's three schedules
 *   (the repositories also accept the legacy word 'monthly' and store once_per_month).
 * - `monthlyBudget` is stored already rounded up to 2 decimals (the repositories round it); no
 *   `multipleOf` here because ajv's float `multipleOf` rejects values such as 10.1.
 *
 * Version 1 (not in the spec) makes a person's strategies named scenarios, one of them the current plan:
 * - `snowflakes`: one-time extra payments ("a $2,000 tax refund on 2027-04-15"), keyed by an id made
 *   on the device; `debtId` names the debt it goes to (absent: where the strategy sends extra money).
 * - `budgetSteps`: the monthly budget from a date on ("$800 a month from 2027-06-01"), keyed by id.
 *   Both are maps, not arrays, so that each entry is written by a `$set`/`$unset` of its own key:
 *   two devices adding one each while apart both keep theirs (an array would be set as a whole).
 * - `chosenAt`: when the person made this strategy their current plan. The current plan is the one
 *   with the greatest `chosenAt` (ties: the larger id); when none has one (documents written before
 *   version 1), the most recently updated one (data/strategies/current-strategy.ts).
 * All three are optional, so the documents written before (on devices and on the server, which runs
 * no migration) stay valid.
 */
export const strategiesSchema = {
  title: 'strategies',
  description: 'Payoff strategies: order, budget and extra payments',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    uid: uidField,
    userId: { type: 'string', maxLength: 128 },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    type: { type: 'string', enum: STRATEGY_TYPES, maxLength: 32 },
    debtPriorities: { type: 'string', maxLength: 20000, default: '' },
    monthlyBudget: { type: 'number', minimum: 0 },
    extraPayment: { type: 'number', minimum: 0, default: 0 },
    extraPaymentFrequency: { type: 'string', enum: EXTRA_PAYMENT_SCHEDULES, maxLength: 32, default: 'once_per_month' },
    extraPaymentTimesPerMonth: { type: 'integer', minimum: 1, maximum: 31, default: 1 },
    extraPaymentDaysInterval: { type: 'integer', minimum: 1, maximum: 366, default: 30 },
    extraPaymentSelectedDays: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 31 },
      maxItems: 31,
      uniqueItems: true,
      default: [],
    },
    snowflakes: {
      type: 'object',
      maxProperties: 500,
      additionalProperties: {
        type: 'object',
        properties: {
          date: dateField,
          amount: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000_000 },
          debtId: { type: 'string', maxLength: 128 },
          label: { type: 'string', maxLength: 200 },
        },
        required: ['date', 'amount'],
        additionalProperties: false,
      },
    },
    budgetSteps: {
      type: 'object',
      maxProperties: 500,
      additionalProperties: {
        type: 'object',
        properties: {
          from: dateField,
          monthlyBudget: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
        },
        required: ['from', 'monthlyBudget'],
        additionalProperties: false,
      },
    },
    chosenAt: timestampField,
    createdAt: timestampField,
    updatedAt: timestampField,
    crdts: crdtSchemaPart,
  },
  required: [
    'id',
    'uid',
    'name',
    'type',
    'debtPriorities',
    'monthlyBudget',
    'extraPayment',
    'extraPaymentFrequency',
    'extraPaymentTimesPerMonth',
    'extraPaymentDaysInterval',
    'extraPaymentSelectedDays',
    'createdAt',
    'updatedAt',
  ],
  additionalProperties: false,
  indexes: [['uid', 'createdAt']],
  crdt: crdtOption,
} as const;

export type StrategyDocument = DocumentFromSchema<typeof strategiesSchema>;
export type Strategy = Omit<StrategyDocument, 'crdts'>;
