import { afterEach, expect, test } from 'vitest';
import { recordPayment } from '../payments/record-payment';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import { createDebt } from './create-debt';
import { deleteDebt } from './delete-debt';
import { getDebts } from './get-debts';
import { prioritiesFromOrder, updateDebtPriorities } from './update-debt-priorities';
import type { PaydownDatabase } from '../paydown-database';

afterEach(closeTestDatabases);

async function threeDebts() {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const ids: string[] = [];
  for (const name of ['Visa', 'Car', 'Loan']) {
    const created = await createDebt(ctx, visa({ name }));
    if (!created.success) throw new Error(created.error);
    ids.push(created.data.id);
  }
  return { ctx, ids };
}

test('priorities are updated in bulk', async () => {
  const { ctx, ids } = await threeDebts();
  const result = await updateDebtPriorities(ctx, prioritiesFromOrder([ids[2]!, ids[0]!, ids[1]!]));
  expect(result.success && result.data.map((d) => [d.name, d.priority])).toEqual([
    ['Loan', 1],
    ['Visa', 2],
    ['Car', 3],
  ]);
});

test('a bulk priority update with an unknown debt writes nothing', async () => {
  const { ctx, ids } = await threeDebts();
  const result = await updateDebtPriorities(ctx, [
    { id: ids[0]!, priority: 1 },
    { id: 'gone', priority: 2 },
  ]);
  expect(result).toEqual({ success: false, error: 'Debt with ID gone not found' });
  expect((await getDebts(ctx)).map((d) => d.priority)).toEqual([undefined, undefined, undefined]);
});

test('deleting a debt deletes it with its payments', async () => {
  const { ctx, ids } = await threeDebts();
  await recordPayment(ctx, { debtId: ids[0]!, amount: 10, date: '2026-01-20' });
  await recordPayment(ctx, { debtId: ids[1]!, amount: 10, date: '2026-01-20' });
  expect(await deleteDebt(ctx, ids[0]!)).toEqual({
    success: true,
    data: {
      id: ids[0],
      deletedPayments: 1,
      // What was deleted, as it was, for an undo (restore-debt.ts).
      removed: { debt: expect.objectContaining({ id: ids[0], name: 'Visa', balance: 990 }), payments: [expect.objectContaining({ debtId: ids[0], amount: 10 })] },
    },
  });
  expect((await getDebts(ctx)).map((d) => d.name)).toEqual(['Car', 'Loan']);
  expect(await ctx.db.payments.count().exec()).toBe(1);
  expect(await deleteDebt(ctx, ids[0]!)).toEqual({ success: false, error: `Debt with ID ${ids[0]} not found` });
});

test("reads are scoped by uid: another user's debts are invisible", async () => {
  const { ctx } = await threeDebts();
  const other = { ...ctx, uid: 'user-2' };
  expect(await getDebts(other)).toEqual([]);
});

test('a failing read returns [] and logs', async () => {
  const { ctx } = await threeDebts();
  const broken = { ...ctx, db: { debts: { find: () => { throw new Error('IndexedDB gone'); } } } as unknown as PaydownDatabase };
  expect(await getDebts(broken)).toEqual([]);
  expect(ctx.logger.errors).toHaveLength(1);
});
