import { afterEach, expect, test } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { ok } from '../test-support/ok';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { addBudgetStep, removeBudgetStep, updateBudgetStep } from './budget-steps';
import { chooseStrategy } from './choose-strategy';
import { createScenario } from './create-scenario';
import { createStrategy } from './create-strategy';
import { deleteStrategy } from './delete-strategy';
import { addSnowflake, removeSnowflake, updateSnowflake } from './snowflakes';
import { updateStrategy } from './update-strategy';
import { watchStrategiesByName } from './use-strategies';
import { watchStrategy } from './use-strategy';

afterEach(closeTestDatabases);

const plan = { name: 'Safe', type: 'snowball', monthlyBudget: 600 } as const;

async function signedIn() {
  const ctx = testContext(await openTestDatabase(['strategies']));
  const first = ok(await createStrategy(ctx, plan));
  return { ctx, first, current: async () => (await firstValueFrom(watchStrategy(ctx.db, ctx.uid)))?.name };
}

test('snowflakes and budget steps are added, edited and removed, each under its own id', async () => {
  const { ctx, first } = await signedIn();
  const refund = ok(await addSnowflake(ctx, first.id, { date: '2027-04-15', amount: 2000, label: ' Tax refund ' }));
  expect(refund.snowflakes).toEqual({ 'id-2': { date: '2027-04-15', amount: 2000, label: 'Tax refund' } });
  ok(await addSnowflake(ctx, first.id, { date: '2027-12-20', amount: 500.001, debtId: 'car', label: '' }));
  ok(await updateSnowflake(ctx, first.id, 'id-2', { amount: 2500, label: null }));
  const steps = ok(await addBudgetStep(ctx, first.id, { from: '2027-06-01', monthlyBudget: 800 }));
  expect(steps.budgetSteps).toEqual({ 'id-4': { from: '2027-06-01', monthlyBudget: 800 } });
  ok(await addBudgetStep(ctx, first.id, { from: '2029-01-01', monthlyBudget: 700 }));
  ok(await updateBudgetStep(ctx, first.id, 'id-5', { monthlyBudget: 750.5 }));
  const after = ok(await removeBudgetStep(ctx, first.id, 'id-4'));
  expect(after.snowflakes).toEqual({ 'id-2': { date: '2027-04-15', amount: 2500 }, 'id-3': { date: '2027-12-20', amount: 500.01, debtId: 'car' } });
  expect(after.budgetSteps).toEqual({ 'id-5': { from: '2029-01-01', monthlyBudget: 750.5 } });
  expect(ok(await removeSnowflake(ctx, first.id, 'id-3')).snowflakes).toEqual({ 'id-2': { date: '2027-04-15', amount: 2500 } });
});

test('bad snowflakes and steps are refused with the field named, and nothing is written', async () => {
  const { ctx, first } = await signedIn();
  expect(await addSnowflake(ctx, first.id, { date: '2027-02-29', amount: 100 })).toMatchObject({ success: false, fieldErrors: { date: 'date must be a real date' } });
  expect(await addSnowflake(ctx, first.id, { date: '15/04/2027', amount: 100 })).toMatchObject({ success: false, fieldErrors: { date: 'date must be a date (YYYY-MM-DD)' } });
  expect(await addSnowflake(ctx, first.id, { date: '2027-04-15', amount: 0 })).toMatchObject({ success: false, fieldErrors: { amount: 'amount must be more than 0' } });
  expect(await addSnowflake(ctx, first.id, { date: '2027-04-15', amount: -5, label: 'x'.repeat(201) })).toMatchObject({
    success: false,
    fieldErrors: { amount: 'amount must be more than 0', label: 'label must be at most 200 characters' },
  });
  expect(await addBudgetStep(ctx, first.id, { from: '', monthlyBudget: -1 })).toMatchObject({
    success: false,
    fieldErrors: { from: 'from is required', monthlyBudget: 'monthlyBudget must be 0 or more' },
  });
  const refund = ok(await addSnowflake(ctx, first.id, { date: '2027-04-15', amount: 100 }));
  expect(await updateSnowflake(ctx, first.id, Object.keys(refund.snowflakes!)[0]!, { date: null as never })).toMatchObject({ success: false, fieldErrors: { date: 'date is required' } });
  expect(await addSnowflake(ctx, 'nope', { date: '2027-04-15', amount: 100 })).toEqual({ success: false, error: 'Strategy with ID nope not found' });
  expect(await updateBudgetStep(ctx, first.id, 'gone', { monthlyBudget: 5 })).toEqual({ success: false, error: 'Budget step with ID gone not found' });
  expect(await removeSnowflake(ctx, first.id, 'gone')).toEqual({ success: false, error: 'Snowflake with ID gone not found' });
  expect((await ctx.db.strategies.findOne(first.id).exec())?.toJSON()).toMatchObject({ snowflakes: refund.snowflakes });
  expect((await ctx.db.strategies.findOne(first.id).exec())?.budgetSteps).toBeUndefined();
});

test('a scenario copies the current plan with new entry ids and a unique name, and does not become current', async () => {
  const { ctx, first, current } = await signedIn();
  ok(await updateStrategy(ctx, first.id, { extraPayment: 50, debtPriorities: ['b', 'a'] }));
  ok(await addSnowflake(ctx, first.id, { date: '2027-04-15', amount: 2000, label: 'Tax refund' }));
  ok(await addBudgetStep(ctx, first.id, { from: '2027-06-01', monthlyBudget: 800 }));
  const copy = ok(await createScenario(ctx, { name: '  Aggressive ' }));
  expect(copy).toMatchObject({ name: 'Aggressive', type: 'snowball', monthlyBudget: 600, extraPayment: 50, debtPriorities: 'b,a' });
  expect(copy.chosenAt).toBeUndefined();
  expect(Object.values(copy.snowflakes!)).toEqual([{ date: '2027-04-15', amount: 2000, label: 'Tax refund' }]);
  expect(Object.values(copy.budgetSteps!)).toEqual([{ from: '2027-06-01', monthlyBudget: 800 }]);
  const originalIds = Object.keys((await ctx.db.strategies.findOne(first.id).exec())!.toJSON().snowflakes!);
  expect(Object.keys(copy.snowflakes!).some((id) => originalIds.includes(id))).toBe(false);
  expect(await current()).toBe('Safe');

  // A copy of a named one, then the names as listed.
  ok(await updateStrategy(ctx, copy.id, { type: 'avalanche' }));
  expect(ok(await createScenario(ctx, { name: 'After the raise', copyOf: copy.id })).type).toBe('avalanche');
  expect((await firstValueFrom(watchStrategiesByName(ctx.db, ctx.uid))).map((s) => s.name)).toEqual(['After the raise', 'Aggressive', 'Safe']);

  expect(await createScenario(ctx, { name: ' ' })).toMatchObject({ success: false, fieldErrors: { name: 'Give the scenario a name' } });
  expect(await createScenario(ctx, { name: 'safe' })).toMatchObject({ success: false, fieldErrors: { name: 'You already have a plan called “safe”: pick another name' } });
  expect(await createScenario(ctx, { name: 'Other', copyOf: 'nope' })).toEqual({ success: false, error: 'Strategy with ID nope not found' });
  expect(await ctx.db.strategies.count().exec()).toBe(3);
});

test('choosing makes a plan current; deleting the current one hands over to the one chosen before', async () => {
  const { ctx, first, current } = await signedIn();
  const aggressive = ok(await createScenario(ctx, { name: 'Aggressive' }));
  const raise = ok(await createScenario(ctx, { name: 'After the raise' }));
  ok(await chooseStrategy(ctx, aggressive.id));
  expect(await current()).toBe('Aggressive');
  ok(await chooseStrategy(ctx, raise.id));
  ok(await updateStrategy(ctx, aggressive.id, { monthlyBudget: 900 }));
  expect(await current()).toBe('After the raise');

  ok(await deleteStrategy(ctx, raise.id));
  expect(await current()).toBe('Aggressive');
  ok(await deleteStrategy(ctx, aggressive.id));
  expect(await current()).toBe('Safe');
  expect(await deleteStrategy(ctx, first.id)).toMatchObject({ success: false, fieldErrors: { id: expect.stringContaining('only plan') } });
  expect(await deleteStrategy(ctx, 'nope')).toEqual({ success: false, error: 'Strategy with ID nope not found' });
  expect(await chooseStrategy(ctx, 'nope')).toEqual({ success: false, error: 'Strategy with ID nope not found' });
});

test('strategies written before scenarios (none chosen): the latest updated stays current while others are added or edited', async () => {
  const ctx = testContext(await openTestDatabase(['strategies']));
  const legacy = (id: string, updatedAt: string) => ({
    id, uid: 'user-1', name: id, type: 'snowball' as const, debtPriorities: '', monthlyBudget: 500, extraPayment: 0,
    extraPaymentFrequency: 'once_per_month' as const, extraPaymentTimesPerMonth: 1, extraPaymentDaysInterval: 30,
    extraPaymentSelectedDays: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt,
  });
  await ctx.db.strategies.bulkInsert([legacy('Old', '2026-01-02T00:00:00.000Z'), legacy('Newer', '2026-01-03T00:00:00.000Z')]);
  const current = async () => (await firstValueFrom(watchStrategy(ctx.db, ctx.uid)))?.name;
  expect(await current()).toBe('Newer');
  ok(await addSnowflake(ctx, 'Old', { date: '2027-04-15', amount: 100 }));
  expect(await current()).toBe('Newer');
  ok(await createStrategy(ctx, { ...plan, name: 'Third' }));
  expect(await current()).toBe('Newer');
});
