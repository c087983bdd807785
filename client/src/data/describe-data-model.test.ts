import { expect, test } from 'vitest';
import { describeDataModel } from './describe-data-model';

test('the data model description names PaydownDB, version 14 and the seven collections', () => {
  const model = describeDataModel();
  expect(model).toMatchObject({ databaseName: 'PaydownDB', storageName: 'paydowndb', modelVersion: 14 });
  expect(model.collections.map((c) => c.name)).toEqual([
    'users', 'subscriptions', 'debts', 'payments', 'strategies', 'amortizationTables', 'financialGoals',
  ]);
});

test('each field shows its type, required-ness, default, enum and whether it is indexed', () => {
  const debts = describeDataModel().collections.find((c) => c.name === 'debts')!;
  const field = (name: string) => debts.fields.find((f) => f.name === name);
  expect(field('highLimit')).toEqual({ name: 'highLimit', type: 'number', required: true, default: 0, indexed: false });
  expect(field('type')).toMatchObject({ type: 'string', required: true, indexed: false, enum: expect.arrayContaining(['mortgage']) });
  expect(field('dueDay')).toMatchObject({ type: 'integer', required: false });
  expect(field('uid')).toMatchObject({ indexed: true });
  expect(field('crdts')).toBeUndefined();
  expect(debts.indexes).toEqual([['uid', 'createdAt']]);
  const strategies = describeDataModel().collections.find((c) => c.name === 'strategies')!;
  expect(strategies.fields.find((f) => f.name === 'extraPaymentSelectedDays')).toMatchObject({ type: 'array of integer', default: [] });
  expect(strategies.schemaVersion).toBe(2);
  expect(strategies.fields.find((f) => f.name === 'snowflakes')).toEqual({ name: 'snowflakes', type: 'map of { date, amount, debtId?, label? }', required: false, indexed: false });
  expect(strategies.fields.find((f) => f.name === 'budgetSteps')).toMatchObject({ type: 'map of { from, monthlyBudget }', required: false });
  expect(strategies.fields.find((f) => f.name === 'chosenAt')).toMatchObject({ type: 'string', required: false });
  expect(field('paymentEffects')).toMatchObject({ type: 'map of number' });
  const users = describeDataModel().collections.find((c) => c.name === 'users')!;
  expect(users.schemaVersion).toBe(2);
  expect(users.fields.find((f) => f.name === 'reminders')).toEqual({ name: 'reminders', type: '{ enabled?, daysBefore? }', required: false, indexed: false });
});
