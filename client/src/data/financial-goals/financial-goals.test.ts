import { afterEach, expect, test } from 'vitest';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { getOrCreateFinancialGoals } from './get-or-create-financial-goals';
import { updateFinancialGoals } from './update-financial-goals';

afterEach(closeTestDatabases);

test('a user’s goals start as four times false, saved once', async () => {
  const ctx = testContext(await openTestDatabase(['financialGoals']));
  const first = await getOrCreateFinancialGoals(ctx);
  expect(first).toEqual({
    success: true,
    data: {
      id: 'user-1', uid: 'user-1', creditScoreGoal: false, fastestPayoffGoal: false, easiestWinsGoal: false, interestSavedGoal: false,
      createdAt: '2026-01-15T10:00:00.000Z', updatedAt: '2026-01-15T10:00:00.000Z',
    },
  });
  const again = await getOrCreateFinancialGoals(ctx);
  expect(again.success && again.data.createdAt).toBe('2026-01-15T10:00:00.000Z');
  expect(await ctx.db.financialGoals.count().exec()).toBe(1);
});

test('goals are switched on and off, creating the record when needed', async () => {
  const ctx = testContext(await openTestDatabase(['financialGoals']));
  const on = await updateFinancialGoals(ctx, { creditScoreGoal: true, easiestWinsGoal: true });
  expect(on.success && on.data).toMatchObject({ creditScoreGoal: true, easiestWinsGoal: true, fastestPayoffGoal: false });
  const off = await updateFinancialGoals(ctx, { creditScoreGoal: false, interestSavedGoal: undefined });
  expect(off.success && off.data).toMatchObject({ creditScoreGoal: false, easiestWinsGoal: true, interestSavedGoal: false });
});

test('a goal that is not true or false is refused', async () => {
  const ctx = testContext(await openTestDatabase(['financialGoals']));
  expect(await updateFinancialGoals(ctx, { creditScoreGoal: 'yes' as never })).toMatchObject({
    success: false,
    fieldErrors: { creditScoreGoal: 'creditScoreGoal must be true or false' },
  });
  expect(await ctx.db.financialGoals.count().exec()).toBe(0);
});
