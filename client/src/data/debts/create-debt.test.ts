import { afterEach, expect, test } from 'vitest';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import { createDebt } from './create-debt';

afterEach(closeTestDatabases);

test('a new debt gets the defaults: highLimit 0, isPromo/hasXFee/isPaid false, uid and timestamps', async () => {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const result = await createDebt(ctx, visa());
  expect(result).toEqual({
    success: true,
    data: {
      ...visa(),
      id: 'id-1',
      uid: 'user-1',
      highLimit: 0,
      isPromo: false,
      hasXFee: false,
      isPaid: false,
      openingBalance: visa().balance,
      createdAt: '2026-01-15T10:00:00.000Z',
      updatedAt: '2026-01-15T10:00:00.000Z',
    },
  });
  expect((await ctx.db.debts.findOne('id-1').exec())?.toJSON()).toMatchObject({ uid: 'user-1', highLimit: 0 });
});

test('a string credit limit is stored as a number, text is trimmed, unknown fields are dropped', async () => {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const result = await createDebt(ctx, { ...visa({ highLimit: '5,000', name: '  Visa  ', notes: '' }), colour: 'red' } as never);
  expect(result.success && result.data).toMatchObject({ highLimit: 5000, name: 'Visa' });
  expect(result.success && result.data).not.toHaveProperty('colour');
  expect(result.success && result.data).not.toHaveProperty('notes');
});

test('bad input is refused with the field named, and nothing is written', async () => {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const result = await createDebt(ctx, visa({ balance: -1, interestRate: 101 }));
  expect(result).toEqual({
    success: false,
    error: 'balance must be 0 or more; interestRate must be at most 100',
    fieldErrors: { balance: 'balance must be 0 or more', interestRate: 'interestRate must be at most 100' },
  });
  expect(await ctx.db.debts.count().exec()).toBe(0);
  expect(ctx.logger.errors).toHaveLength(1);
});
