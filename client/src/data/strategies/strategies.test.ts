import { afterEach, expect, test } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { createStrategy } from './create-strategy';
import { updateStrategy } from './update-strategy';
import { watchStrategy } from './use-strategy';

afterEach(closeTestDatabases);

const plan = { name: 'Snowball plan', type: 'snowball', monthlyBudget: 800 } as const;

test('a new strategy gets the spec’s extra-payment defaults', async () => {
  const ctx = testContext(await openTestDatabase(['strategies']));
  const result = await createStrategy(ctx, plan);
  expect(result.success && result.data).toEqual({
    ...plan,
    id: 'id-1',
    uid: 'user-1',
    debtPriorities: '',
    extraPayment: 0,
    extraPaymentFrequency: 'once_per_month',
    extraPaymentTimesPerMonth: 1,
    extraPaymentDaysInterval: 30,
    extraPaymentSelectedDays: [],
    chosenAt: '2026-01-15T10:00:00.000Z',
    createdAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-01-15T10:00:00.000Z',
  });
});

test('monthlyBudget is rounded up to 2 decimals on create and on update', async () => {
  const ctx = testContext(await openTestDatabase(['strategies']));
  const created = await createStrategy(ctx, { ...plan, monthlyBudget: 800.001 });
  expect(created.success && created.data.monthlyBudget).toBe(800.01);
  const updated = await updateStrategy(ctx, 'id-1', { monthlyBudget: 10.1 });
  expect(updated.success && updated.data.monthlyBudget).toBe(10.1);
});

test('debtPriorities given as a list are stored as a comma-joined string', async () => {
  const ctx = testContext(await openTestDatabase(['strategies']));
  const created = await createStrategy(ctx, { ...plan, type: 'custom', debtPriorities: ['d2', 'd1', 'd3'] });
  expect(created.success && created.data.debtPriorities).toBe('d2,d1,d3');
  expect((await ctx.db.strategies.findOne('id-1').exec())?.debtPriorities).toBe('d2,d1,d3');
});

test('the spec’s "monthly" extra-payment frequency is stored as once_per_month; selected days sorted', async () => {
  const ctx = testContext(await openTestDatabase(['strategies']));
  const created = await createStrategy(ctx, { ...plan, extraPaymentFrequency: 'monthly', extraPaymentSelectedDays: [15, 1, 15] });
  expect(created.success && created.data).toMatchObject({ extraPaymentFrequency: 'once_per_month', extraPaymentSelectedDays: [1, 15] });
});

test('bad input is refused with the field named and nothing is written', async () => {
  const ctx = testContext(await openTestDatabase(['strategies']));
  expect(await createStrategy(ctx, { ...plan, type: 'lottery' as never })).toMatchObject({ success: false, fieldErrors: { type: expect.any(String) } });
  expect(await ctx.db.strategies.count().exec()).toBe(0);
});

test('update ignores undefined fields; unknown strategies are not found', async () => {
  const ctx = testContext(await openTestDatabase(['strategies']));
  await createStrategy(ctx, plan);
  const updated = await updateStrategy(ctx, 'id-1', { name: 'Avalanche plan', type: 'avalanche', monthlyBudget: undefined });
  expect(updated.success && updated.data).toMatchObject({ name: 'Avalanche plan', type: 'avalanche', monthlyBudget: 800 });
  expect(await updateStrategy(ctx, 'nope', { name: 'x' })).toEqual({ success: false, error: 'Strategy with ID nope not found' });
});

test('the first strategy is the current plan; creating or editing another does not change that', async () => {
  const ctx = testContext(await openTestDatabase(['strategies']));
  await createStrategy(ctx, plan);
  const second = await createStrategy(ctx, { ...plan, name: 'Second' });
  expect(second.success && second.data.chosenAt).toBeUndefined();
  expect((await firstValueFrom(watchStrategy(ctx.db, ctx.uid)))?.name).toBe('Snowball plan');
  await updateStrategy(ctx, 'id-2', { monthlyBudget: 900 });
  expect((await firstValueFrom(watchStrategy(ctx.db, ctx.uid)))?.name).toBe('Snowball plan');
  expect((await firstValueFrom(watchStrategy(ctx.db, ctx.uid, 'id-2')))?.name).toBe('Second');
});
