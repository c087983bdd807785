import { crdtOption, crdtSchemaPart } from './crdt-schema-part';
import { idField, refField, timestampField, uidField } from './common-fields';
import { STRATEGY_TYPES } from './enumerations';
import type { DocumentFromSchema } from './json-schema-type';

/**
 * amortizationTables (spec §3): a saved payoff schedule, one per uid + strategyType.
 *
 * - RxDB has no unique indexes; the pair is kept unique by the save repository (it replaces the
 *   existing table and deletes extra duplicates, keeping the most recently updated, spec §4).
 *   Duplicates can still appear when two offline devices save the same strategy type; readers pick
 *   the most recently updated and the next save cleans up.
 * - `debtIds` is comma-joined ids as the spec says; `data` keeps the spec's monthly rows
 *   `{ month, totalInterest, totalPayment }` (at most 100 years of months, the engine's cap).
 * - `payoffDate` is 'YYYY-MM' (the engine's last payment month) or 'YYYY-MM-DD'.
 */
export const amortizationTablesSchema = {
  title: 'amortizationTables',
  description: 'Saved payoff schedules, one per strategy type',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    uid: uidField,
    strategyId: refField,
    strategyType: { type: 'string', enum: STRATEGY_TYPES, maxLength: 32 },
    name: { type: 'string', maxLength: 200 },
    debtIds: { type: 'string', maxLength: 20000, default: '' },
    data: {
      type: 'array',
      maxItems: 1200,
      default: [],
      items: {
        type: 'object',
        properties: {
          month: { type: 'integer', minimum: 1 },
          totalInterest: { type: 'number' },
          totalPayment: { type: 'number' },
        },
        required: ['month', 'totalInterest', 'totalPayment'],
        additionalProperties: false,
      },
    },
    totalMonths: { type: 'integer', minimum: 0 },
    payoffDate: { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}(-\\d{2})?$' },
    totalInterestPaid: { type: 'number', minimum: 0 },
    totalAmountPaid: { type: 'number', minimum: 0 },
    createdAt: timestampField,
    updatedAt: timestampField,
    crdts: crdtSchemaPart,
  },
  required: ['id', 'uid', 'strategyType', 'debtIds', 'data', 'createdAt', 'updatedAt'],
  additionalProperties: false,
  indexes: [['uid', 'strategyType']],
  crdt: crdtOption,
} as const;

export type AmortizationTableDocument = DocumentFromSchema<typeof amortizationTablesSchema>;
export type AmortizationTable = Omit<AmortizationTableDocument, 'crdts'>;
export type AmortizationRow = AmortizationTable['data'][number];
