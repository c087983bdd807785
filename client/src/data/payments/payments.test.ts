import { afterEach, expect, test } from 'vitest';
import { createDebt } from '../debts/create-debt';
import { closeDebt } from '../debts/close-debt';
import { shownDebt } from '../test-support/shown-debt';
import { openOneDebt } from '../test-support/one-debt';
import { closeTestDatabases } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import { deletePayment } from './delete-payment';
import { editPayment } from './edit-payment';
import { getPayments } from './get-payments';
import { recordPayment } from './record-payment';

afterEach(closeTestDatabases);

const debtOf = openOneDebt;

test('recording a payment stores it and lowers the balance, without writing the debt', async () => {
  const { ctx, debtId, debt, stored } = await debtOf(1000);
  const before = (await stored()).toJSON(true);
  const result = await recordPayment(ctx, { debtId, amount: 150.5, date: '2026-01-20', notes: 'January' });
  expect(result).toEqual({
    success: true,
    data: {
      id: 'id-2', uid: 'user-1', debtId, amount: 150.5, date: '2026-01-20', notes: 'January', isPrincipalOnly: false,
      createdAt: '2026-01-15T10:00:01.000Z', updatedAt: '2026-01-15T10:00:01.000Z',
    },
  });
  expect((await debt()).balance).toBe(849.5);
  // The balance is derived from the payments: the debt's document, revision and log are untouched.
  expect((await stored()).toJSON(true)).toEqual(before);
});

test('a payment for an unknown debt fails with the debt named, and nothing is written', async () => {
  const { ctx } = await debtOf(1000);
  expect(await recordPayment(ctx, { debtId: 'nope', amount: 10, date: '2026-01-20' })).toEqual({
    success: false,
    error: 'Debt with ID nope not found',
  });
  expect(await ctx.db.payments.count().exec()).toBe(0);
});

test('a bad payment is refused with the field named, and nothing is written', async () => {
  const { ctx, debtId, debt } = await debtOf(1000);
  expect(await recordPayment(ctx, { debtId, amount: -10, date: '2026-01-20' })).toMatchObject({
    success: false,
    fieldErrors: { amount: 'amount must be more than 0' },
  });
  expect(await ctx.db.payments.count().exec()).toBe(0);
  expect((await debt()).balance).toBe(1000);
});

test('a debt whose balance reaches zero is marked paid, float dust included', async () => {
  const { debt, pay } = await debtOf(100);
  await pay(33.33);
  await pay(33.33);
  expect((await debt()).isPaid).toBe(false);
  await pay(33.34); // 100 − 33.33 − 33.33 − 33.34 is 1.4e-14 in floats, not 0
  expect((await debt()).isPaid).toBe(true);
});

test('an overpayment kept as a credit marks the debt paid too', async () => {
  const { ctx, debtId, debt } = await debtOf(100);
  expect((await recordPayment(ctx, { debtId, amount: 120, date: '2026-01-20' }, { allowCredit: true })).success).toBe(true);
  expect((await debt()).balance).toBe(-20);
  expect((await debt()).isPaid).toBe(true);
});

test('a payment that does not clear a debt closed as settled leaves it closed', async () => {
  const { ctx, debtId, debt, pay } = await debtOf(500);
  await closeDebt(ctx, debtId, { closedAs: 'settled', closedOn: '2026-01-20' });
  await pay(50);
  expect((await debt()).isPaid).toBe(true);
});

test('editing a payment moves the balance by the difference', async () => {
  const { ctx, debt, pay } = await debtOf(1000);
  const payment = await pay(100);
  const result = await editPayment(ctx, payment.id, { amount: 150, notes: 'corrected' });
  expect(result.success && result.data).toMatchObject({ amount: 150, notes: 'corrected' });
  expect((await debt()).balance).toBe(850);
  await editPayment(ctx, payment.id, { amount: 20 });
  expect((await debt()).balance).toBe(980);
});

test('an edit that brings a paid-off debt back above zero un-marks it', async () => {
  const { ctx, debt, pay } = await debtOf(100);
  const payment = await pay(100);
  expect((await debt()).isPaid).toBe(true);
  await editPayment(ctx, payment.id, { amount: 60 });
  expect((await debt()).balance).toBe(40);
  expect((await debt()).isPaid).toBe(false);
});

test('moving a payment to another debt gives the first debt its amount back', async () => {
  const { ctx, debt, pay } = await debtOf(1000);
  const other = await createDebt(ctx, visa({ name: 'Car', balance: 500 }));
  if (!other.success) throw new Error(other.error);
  const payment = await pay(100);
  await editPayment(ctx, payment.id, { debtId: other.data.id, amount: 80 });
  expect((await debt()).balance).toBe(1000);
  expect((await shownDebt(ctx, other.data.id))?.balance).toBe(420);
});

test('editing an unknown payment fails and editing with bad values writes nothing', async () => {
  const { ctx, debt, pay } = await debtOf(1000);
  expect(await editPayment(ctx, 'nope', { amount: 5 })).toEqual({ success: false, error: 'Payment with ID nope not found' });
  const payment = await pay(100);
  expect((await editPayment(ctx, payment.id, { amount: 0 })).success).toBe(false);
  expect((await debt()).balance).toBe(900);
});

test('deleting a payment gives its amount back and un-marks a debt that owes again', async () => {
  const { ctx, debt, pay } = await debtOf(100);
  const payment = await pay(100);
  expect(await deletePayment(ctx, payment.id)).toEqual({ success: true, data: { id: payment.id, removed: { payment, closed: null } } });
  expect((await debt()).balance).toBe(100);
  expect((await debt()).isPaid).toBe(false);
  expect(await getPayments(ctx)).toEqual([]);
});

test('payments are listed by date, per debt, and only for their owner', async () => {
  const { ctx, debtId, pay } = await debtOf(1000);
  await pay(10, '2026-03-01');
  await pay(20, '2026-01-01');
  expect((await getPayments(ctx, debtId)).map((p) => p.amount)).toEqual([20, 10]);
  expect(await getPayments(ctx, 'other-debt')).toEqual([]);
  expect(await getPayments({ ...ctx, uid: 'user-2' })).toEqual([]);
});

test('edits and deletions of payments write only the payments; the balance follows them to the cent', async () => {
  const { ctx, debt, stored, pay } = await debtOf(1000);
  const first = await pay(0.1);
  const second = await pay(0.2);
  const before = (await stored()).toJSON(true);
  expect((await debt()).balance).toBe(999.7);
  await editPayment(ctx, first.id, { amount: 120.1 });
  await deletePayment(ctx, second.id);
  expect((await debt()).balance).toBe(879.9);
  expect((await stored()).toJSON(true)).toEqual(before);
});

test('a payment whose debt was deleted is not shown: no pass deletes it, it is left out on reading', async () => {
  const { ctx, debtId, stored, pay } = await debtOf(1000);
  const payment = await pay(100);
  // As a merge leaves it: the debt's deletion arrived, the payment was recorded where it had not.
  await (await stored()).remove();
  expect(await ctx.db.payments.findOne(payment.id).exec()).not.toBeNull();
  expect(await getPayments(ctx)).toEqual([]);
  expect(await getPayments(ctx, debtId)).toEqual([]);
});
