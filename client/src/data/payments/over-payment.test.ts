import { afterEach, expect, test } from 'vitest';
import { createDebt } from '../debts/create-debt';
import { openOneDebt } from '../test-support/one-debt';
import { closeTestDatabases } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import { editPayment } from './edit-payment';
import { findOverPayment } from './over-payment';
import { recordPayment } from './record-payment';

afterEach(closeTestDatabases);

async function debtOf(balance: number) {
  const one = await openOneDebt(balance);
  return { ...one, payments: () => one.ctx.db.payments.find().exec() };
}

test('a payment larger than the balance is refused without allowCredit, and nothing is written', async () => {
  const { ctx, debtId, debt, payments } = await debtOf(600);
  expect(await recordPayment(ctx, { debtId, amount: 900, date: '2026-01-20' })).toEqual({
    success: false,
    error: 'amount is more than the $600.00 this debt owes: pay the balance, or keep the extra as a credit',
    fieldErrors: { amount: 'amount is more than the $600.00 this debt owes: pay the balance, or keep the extra as a credit' },
  });
  expect(await payments()).toHaveLength(0);
  expect((await debt()).balance).toBe(600);
  expect((await debt()).isPaid).toBe(false);
});

test('paying exactly the balance (float dust included) is not an over-payment', async () => {
  const { ctx, debtId, debt } = await debtOf(100);
  for (const amount of [33.33, 33.33]) expect((await recordPayment(ctx, { debtId, amount, date: '2026-01-20' })).success).toBe(true);
  expect((await recordPayment(ctx, { debtId, amount: 33.34, date: '2026-01-21' })).success).toBe(true);
  expect((await debt()).isPaid).toBe(true);
});

test('with allowCredit the excess is kept as a credit (a balance below zero) and the debt is paid off', async () => {
  const { ctx, debtId, debt, payments } = await debtOf(600);
  const saved = await recordPayment(ctx, { debtId, amount: 900, date: '2026-01-20' }, { allowCredit: true });
  expect(saved.success).toBe(true);
  expect(await payments()).toHaveLength(1);
  expect((await debt()).balance).toBe(-300);
  expect((await debt()).isPaid).toBe(true);
  // Any further payment is beyond what it owes.
  expect((await recordPayment(ctx, { debtId, amount: 1, date: '2026-01-21' })).success).toBe(false);
});

test('raising a payment above what the debt owed before it is refused without allowCredit', async () => {
  const { ctx, debtId, debt } = await debtOf(600);
  const first = await recordPayment(ctx, { debtId, amount: 200, date: '2026-01-20' });
  if (!first.success) throw new Error(first.error);
  const refused = await editPayment(ctx, first.data.id, { amount: 900, notes: 'typo' });
  expect(refused).toMatchObject({ success: false, fieldErrors: { amount: expect.stringContaining('more than the $600.00 this debt owes') } });
  expect((await ctx.db.payments.findOne(first.data.id).exec())?.toJSON()).toMatchObject({ amount: 200 });
  expect((await debt()).balance).toBe(400);
  // Up to the balance it owed before this payment is fine; beyond, with allowCredit.
  expect((await editPayment(ctx, first.data.id, { amount: 600 })).success).toBe(true);
  expect((await debt()).balance).toBe(0);
  expect((await editPayment(ctx, first.data.id, { amount: 900 }, { allowCredit: true })).success).toBe(true);
  expect((await debt()).balance).toBe(-300);
  // Editing only the notes of an over-payment asks nothing.
  expect((await editPayment(ctx, first.data.id, { notes: 'confirmed' })).success).toBe(true);
});

test('moving a payment to a debt that owes less than it is refused without allowCredit', async () => {
  const { ctx, debtId, debt } = await debtOf(1000);
  const small = await createDebt(ctx, visa({ name: 'Store card', balance: 50 }));
  if (!small.success) throw new Error(small.error);
  const paid = await recordPayment(ctx, { debtId, amount: 80, date: '2026-01-20' });
  if (!paid.success) throw new Error(paid.error);
  expect((await editPayment(ctx, paid.data.id, { debtId: small.data.id })).success).toBe(false);
  expect((await debt()).balance).toBe(920);
  expect((await ctx.db.debts.findOne(small.data.id).exec())?.balance).toBe(50);
});

test('findOverPayment tells a form, before it saves, what the debt owes and what would be a credit', async () => {
  const { ctx, debtId } = await debtOf(600);
  expect(await findOverPayment(ctx, { debtId, amount: 600 })).toBeNull();
  expect(await findOverPayment(ctx, { debtId, amount: 900 })).toEqual({ owed: 600, amount: 900, credit: 300 });
  const paid = await recordPayment(ctx, { debtId, amount: 500, date: '2026-01-20' });
  if (!paid.success) throw new Error(paid.error);
  const editing = { id: paid.data.id, debtId, amount: 500 };
  expect(await findOverPayment(ctx, { debtId, amount: 600, editing })).toBeNull();
  expect(await findOverPayment(ctx, { debtId, amount: 650, editing })).toEqual({ owed: 600, amount: 650, credit: 50 });
  expect(await findOverPayment(ctx, { debtId: 'unknown', amount: 5 })).toBeNull();
});
