import { afterEach, expect, test } from 'vitest';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import { createDebt } from './create-debt';
import { recordPayment } from '../payments/record-payment';
import { updateDebt } from './update-debt';

afterEach(closeTestDatabases);

async function withDebt(overrides = {}) {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const created = await createDebt(ctx, visa({ highLimit: 3000, notes: 'old card', ...overrides }));
  if (!created.success) throw new Error(created.error);
  return { ctx, id: created.data.id };
}

test('undefined fields are ignored', async () => {
  const { ctx, id } = await withDebt();
  const result = await updateDebt(ctx, id, { name: 'Visa Gold', balance: undefined, highLimit: undefined, notes: undefined });
  expect(result.success && result.data).toMatchObject({ name: 'Visa Gold', balance: 1000, highLimit: 3000, notes: 'old card' });
  expect(result.success && result.data.updatedAt).toBe('2026-01-15T10:00:01.000Z');
});

test('a string highLimit is parsed to a number', async () => {
  const { ctx, id } = await withDebt();
  const result = await updateDebt(ctx, id, { highLimit: '7500.25' });
  expect(result.success && result.data.highLimit).toBe(7500.25);
});

test('a missing (null or empty) highLimit becomes 0', async () => {
  const { ctx, id } = await withDebt();
  expect((await updateDebt(ctx, id, { highLimit: null })).success && (await ctx.db.debts.findOne(id).exec())?.highLimit).toBe(0);
  await updateDebt(ctx, id, { highLimit: 100 });
  const result = await updateDebt(ctx, id, { highLimit: '' });
  expect(result.success && result.data.highLimit).toBe(0);
});

test('null clears an optional field', async () => {
  const { ctx, id } = await withDebt();
  const result = await updateDebt(ctx, id, { notes: null });
  expect(result.success && result.data).not.toHaveProperty('notes');
});

test('an unknown id fails with "Debt with ID {id} not found"', async () => {
  const { ctx } = await withDebt();
  expect(await updateDebt(ctx, 'nope', { name: 'x' })).toEqual({ success: false, error: 'Debt with ID nope not found' });
});

test("another user's debt is not found", async () => {
  const { ctx, id } = await withDebt();
  const intruder = { ...ctx, uid: 'user-2' };
  expect(await updateDebt(intruder, id, { name: 'mine now' })).toEqual({ success: false, error: `Debt with ID ${id} not found` });
  expect((await ctx.db.debts.findOne(id).exec())?.name).toBe('Visa');
});

test('bad changes are refused with the field named and nothing is written', async () => {
  const { ctx, id } = await withDebt();
  const result = await updateDebt(ctx, id, { name: 'Renamed', interestRate: 150 });
  expect(result).toMatchObject({ success: false, fieldErrors: { interestRate: 'interestRate must be at most 100' } });
  expect((await ctx.db.debts.findOne(id).exec())?.name).toBe('Visa');
});

test('a new balance sets the balance stated and the opening balance: typed + the payments recorded so far', async () => {
  const { ctx, id } = await withDebt();
  expect((await recordPayment(ctx, { debtId: id, amount: 100.1, date: '2026-01-20' })).success).toBe(true);
  const result = await updateDebt(ctx, id, { balance: 1250 });
  expect(result.success && result.data.balance).toBe(1250);
  const doc = await ctx.db.debts.findOne(id).exec();
  expect(doc?.toJSON()).toMatchObject({ balance: 1250, openingBalance: 1350.1 });
  expect(JSON.stringify(doc?.crdts.operations.at(-1))).not.toContain('$inc');
});

test('a debt with a credit can still be edited: its balance below zero, sent back unchanged, is not refused', async () => {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const created = await createDebt(ctx, visa({ balance: 600 }));
  if (!created.success) throw new Error(created.error);
  const id = created.data.id;
  expect((await recordPayment(ctx, { debtId: id, amount: 900, date: '2026-01-20' }, { allowCredit: true })).success).toBe(true);
  const result = await updateDebt(ctx, id, { name: 'Visa Gold', balance: -300 });
  expect(result.success && result.data).toMatchObject({ name: 'Visa Gold', balance: -300 });
  // Typing a balance below zero is still refused.
  expect(await updateDebt(ctx, id, { balance: -20 })).toMatchObject({ success: false, fieldErrors: { balance: 'balance must be 0 or more' } });
});
