import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  COLLECTION_NAMES,
  DATABASE_DISPLAY_NAME,
  DATABASE_NAME,
  DATA_MODEL_VERSION,
  DEBT_TYPES,
  EXTRA_PAYMENT_SCHEDULES,
  MIN_PAY_CALC_METHODS,
  PAYMENT_FREQUENCIES,
  STRATEGY_TYPES,
  SUBSCRIPTION_TIERS,
  collectionSchemas,
  type AmortizationTable,
  type Debt,
  type DebtDocument,
  type Strategy,
  type User,
} from './index';

type AnySchema = {
  primaryKey: string;
  properties: Record<string, { type?: string; maxLength?: number; default?: unknown }>;
  required: readonly string[];
  indexes: readonly (string | readonly string[])[];
};
const schemas = Object.entries(collectionSchemas) as [string, AnySchema & Record<string, unknown>][];

/** Spec §3, field by field (`userId` and `uid` as docs/architecture.md, "Documents and keys", has them). */
const SPEC_FIELDS: Record<string, string[]> = {
  users: ['id', 'uid', 'email', 'displayName', 'photoURL', 'phoneNumber', 'emailVerified', 'isAnonymous', 'createdAt', 'lastLoginAt'],
  subscriptions: ['id', 'userId', 'status', 'tier', 'startDate', 'endDate', 'platform', 'purchaseToken', 'autoRenew'],
  debts: [
    'id', 'userId', 'uid', 'name', 'type', 'balance', 'interestRate', 'minimumPayment', 'paymentFrequency', 'dueDay', 'dueDate',
    'highLimit', 'isPromo', 'promoAPR', 'promoEndDate', 'hasXFee', 'xFeeRate', 'minPayCalc', 'minPayPercentage', 'priority',
    'payoffDate', 'originationDate', 'iconName', 'colorHex', 'notes', 'isPaid', 'customMetadata', 'createdAt', 'updatedAt',
  ],
  payments: ['id', 'debtId', 'userId', 'amount', 'date', 'isPrincipalOnly', 'notes', 'createdAt'],
  strategies: [
    'id', 'userId', 'uid', 'name', 'type', 'debtPriorities', 'monthlyBudget', 'extraPayment', 'extraPaymentFrequency',
    'extraPaymentTimesPerMonth', 'extraPaymentDaysInterval', 'extraPaymentSelectedDays', 'createdAt', 'updatedAt',
  ],
  amortizationTables: [
    'id', 'uid', 'strategyId', 'strategyType', 'name', 'debtIds', 'data', 'totalMonths', 'payoffDate', 'totalInterestPaid',
    'totalAmountPaid', 'createdAt', 'updatedAt',
  ],
  financialGoals: ['id', 'uid', 'creditScoreGoal', 'fastestPayoffGoal', 'easiestWinsGoal', 'interestSavedGoal', 'createdAt', 'updatedAt'],
};

/** Spec §3: required fields and defaults. */
const SPEC_REQUIRED: Record<string, string[]> = {
  users: ['uid', 'email'],
  subscriptions: ['status', 'tier'],
  debts: ['name', 'type', 'balance', 'interestRate', 'minimumPayment', 'paymentFrequency'],
  payments: ['amount', 'date'],
  strategies: ['name', 'type', 'monthlyBudget'],
  amortizationTables: [],
  financialGoals: [],
};
const SPEC_DEFAULTS: Record<string, Record<string, unknown>> = {
  users: { emailVerified: false, isAnonymous: false },
  subscriptions: { autoRenew: false },
  debts: { highLimit: 0, isPromo: false, hasXFee: false, isPaid: false },
  payments: { isPrincipalOnly: false },
  strategies: {
    extraPayment: 0,
    extraPaymentFrequency: 'once_per_month',
    extraPaymentTimesPerMonth: 1,
    extraPaymentDaysInterval: 30,
    extraPaymentSelectedDays: [],
  },
  amortizationTables: {},
  financialGoals: { creditScoreGoal: false, fastestPayoffGoal: false, easiestWinsGoal: false, interestSavedGoal: false },
};

const indexedFields = (schema: AnySchema) => [...new Set(schema.indexes.flatMap((index) => (typeof index === 'string' ? [index] : index)))];

describe('collection schemas', () => {
  test('there are the seven collections of spec §3', () => {
    expect(COLLECTION_NAMES).toEqual(['users', 'subscriptions', 'debts', 'payments', 'strategies', 'amortizationTables', 'financialGoals']);
  });

  test.each(schemas)('%s has every field of spec §3', (name, schema) => {
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(SPEC_FIELDS[name]!));
  });

  test.each(schemas)('%s requires the spec’s required fields, and uid, id and timestamps', (name, schema) => {
    expect(schema.required).toEqual(expect.arrayContaining([...SPEC_REQUIRED[name]!, 'id', 'uid', 'createdAt', 'updatedAt']));
  });

  test.each(schemas)('%s carries the spec’s defaults', (name, schema) => {
    for (const [field, value] of Object.entries(SPEC_DEFAULTS[name]!)) expect(schema.properties[field]?.default, field).toEqual(value);
  });

  // Each bump needs a migration strategy (client/src/data/migration-strategies.ts): debts is at 4
  // (1: paymentEffects, 2: how a debt closed, 3: openingBalance), strategies at 2 (1: snowflakes,
  // budget steps, chosenAt), users at 2 (1: reminders), payments at 2 (1: charges: kind, interest,
  // fees). Every collection's last step is the folded history (data model 14): older apps get 426.
  const VERSIONS: Record<string, number> = { debts: 4, strategies: 2, users: 2, payments: 2 };
  test.each(schemas)('%s: its current version, string primary key id, no unknown fields', (name, schema) => {
    expect(schema.version).toBe(VERSIONS[name] ?? 1);
    expect(schema.primaryKey).toBe('id');
    expect(schema.properties.id?.type).toBe('string');
    expect(schema.additionalProperties).toBe(false);
  });

  test.each(schemas)('%s: indexed fields are required (Dexie) and indexed strings are bounded', (_name, schema) => {
    const indexed = indexedFields(schema);
    expect(indexed).toContain('uid');
    for (const field of [...indexed, schema.primaryKey]) {
      expect(schema.required, field).toContain(field);
      if (schema.properties[field]?.type === 'string') expect(schema.properties[field]?.maxLength, field).toBeGreaterThan(0);
    }
  });

  test('the screens’ indexes exist', () => {
    expect(collectionSchemas.debts.indexes).toContainEqual(['uid', 'createdAt']);
    expect(collectionSchemas.payments.indexes).toContainEqual(['uid', 'debtId', 'date']);
    expect(collectionSchemas.strategies.indexes).toContainEqual(['uid', 'createdAt']);
    expect(collectionSchemas.amortizationTables.indexes).toContainEqual(['uid', 'strategyType']);
  });

  test('the enumerations are spec §3’s', () => {
    expect(SUBSCRIPTION_TIERS).toEqual(['free', 'premium_monthly', 'premium_yearly']);
    expect(DEBT_TYPES).toEqual(['credit_card', 'student_loan', 'personal_loan', 'auto_loan', 'mortgage', 'medical', 'other']);
    expect(PAYMENT_FREQUENCIES).toEqual(['monthly', 'biweekly', 'weekly', 'custom_days', 'custom_months']);
    expect(EXTRA_PAYMENT_SCHEDULES).toEqual(['once_per_month', 'every_x_days', 'selected_days']);
    expect(MIN_PAY_CALC_METHODS).toEqual(['fixed_amount', 'percent_principal', 'percent_principal_interest']);
    expect(STRATEGY_TYPES).toEqual([
      'snowball', 'avalanche', 'custom', 'highest_balance', 'credit_score', 'score_stacker', 'minimum_payments',
    ]);
    expect(collectionSchemas.subscriptions.properties.tier.enum).toBe(SUBSCRIPTION_TIERS);
    expect(collectionSchemas.debts.properties.type.enum).toBe(DEBT_TYPES);
    expect(collectionSchemas.debts.properties.paymentFrequency.enum).toBe(PAYMENT_FREQUENCIES);
    expect(collectionSchemas.debts.properties.minPayCalc.enum).toBe(MIN_PAY_CALC_METHODS);
    expect(collectionSchemas.strategies.properties.type.enum).toBe(STRATEGY_TYPES);
    expect(collectionSchemas.strategies.properties.extraPaymentFrequency.enum).toBe(EXTRA_PAYMENT_SCHEDULES);
    expect(collectionSchemas.amortizationTables.properties.strategyType.enum).toBe(STRATEGY_TYPES);
  });

  test('the database is PaydownDB at data model version 14, under a name RxDB accepts', () => {
    expect(DATA_MODEL_VERSION).toBe(14);
    expect(DATABASE_DISPLAY_NAME).toBe('PaydownDB');
    expect(DATABASE_NAME).toBe(DATABASE_DISPLAY_NAME.toLowerCase());
    expect(DATABASE_NAME).toMatch(/^[a-z][_$a-z0-9-]*$/);
  });
});

test('document types are derived from the schemas', () => {
  expectTypeOf<Debt['balance']>().toEqualTypeOf<number>();
  expectTypeOf<Debt['type']>().toEqualTypeOf<(typeof DEBT_TYPES)[number]>();
  expectTypeOf<Debt['dueDay']>().toEqualTypeOf<number | undefined>();
  expectTypeOf<Debt['customMetadata']>().toEqualTypeOf<Record<string, unknown> | undefined>();
  expectTypeOf<DebtDocument['crdts']>().toBeAny();
  expectTypeOf<Strategy['extraPaymentSelectedDays']>().toEqualTypeOf<number[]>();
  expectTypeOf<Strategy['debtPriorities']>().toEqualTypeOf<string>();
  expectTypeOf<NonNullable<Strategy['snowflakes']>[string]>().toEqualTypeOf<{ date: string; amount: number; debtId?: string; label?: string }>();
  expectTypeOf<NonNullable<Strategy['budgetSteps']>[string]>().toEqualTypeOf<{ from: string; monthlyBudget: number }>();
  expectTypeOf<AmortizationTable['data']>().toEqualTypeOf<{ month: number; totalInterest: number; totalPayment: number }[]>();
  expectTypeOf<User['emailVerified']>().toEqualTypeOf<boolean>();
  expectTypeOf<User['displayName']>().toEqualTypeOf<string | undefined>();
});
