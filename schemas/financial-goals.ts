import { crdtOption, crdtSchemaPart } from './crdt-schema-part';
import { idField, timestampField, uidField } from './common-fields';
import type { DocumentFromSchema } from './json-schema-type';

/**
 * financialGoals (spec §3): four yes/no goals that drive the strategy recommendation, all false by
 * default. One document per user, `id` equal to `uid`, so get-or-create on two offline devices
 * writes the same document instead of two.
 */
export const financialGoalsSchema = {
  title: 'financialGoals',
  description: "The user's payoff goals",
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    uid: uidField,
    creditScoreGoal: { type: 'boolean', default: false },
    fastestPayoffGoal: { type: 'boolean', default: false },
    easiestWinsGoal: { type: 'boolean', default: false },
    interestSavedGoal: { type: 'boolean', default: false },
    createdAt: timestampField,
    updatedAt: timestampField,
    crdts: crdtSchemaPart,
  },
  required: [
    'id',
    'uid',
    'creditScoreGoal',
    'fastestPayoffGoal',
    'easiestWinsGoal',
    'interestSavedGoal',
    'createdAt',
    'updatedAt',
  ],
  additionalProperties: false,
  indexes: ['uid'],
  crdt: crdtOption,
} as const;

export type FinancialGoalsDocument = DocumentFromSchema<typeof financialGoalsSchema>;
export type FinancialGoals = Omit<FinancialGoalsDocument, 'crdts'>;
export type FinancialGoalName = Extract<keyof FinancialGoals, `${string}Goal`>;
