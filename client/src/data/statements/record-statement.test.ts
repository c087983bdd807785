import { afterEach, expect, test } from 'vitest';
import { closeDebt } from '../debts/close-debt';
import { updateDebt } from '../debts/update-debt';
import { deletePayment } from '../payments/delete-payment';
import { editPayment } from '../payments/edit-payment';
import { getCharges, getPayments } from '../payments/get-payments';
import { restorePayment } from '../payments/restore-payment';
import { ok } from '../test-support/ok';
import { openOneDebt } from '../test-support/one-debt';
import { closeTestDatabases } from '../test-support/test-database';
import { previewStatement, recordStatement } from './record-statement';

afterEach(closeTestDatabases);

// The test clock starts on 2026-01-15 (test-support/test-database.ts): statements are dated before it.

test('a statement higher than the records is recorded as one charge dated on the statement, all interest by default, and the balance rises by it', async () => {
  const { ctx, debtId, debt, pay } = await openOneDebt(1000);
  await pay(100, '2026-01-05');
  // Recorded on 2026-01-10: 1000 − 100 = 900.00; the statement says 923.41, so 23.41 was charged.
  const result = ok(await recordStatement(ctx, { debtId, statementDate: '2026-01-10', statementBalance: 923.41 }));
  expect(result).toMatchObject({ outcome: 'charged', recorded: 900, statementBalance: 923.41, charged: 23.41 });
  expect(result.charge).toMatchObject({ debtId, kind: 'charge', amount: 23.41, interest: 23.41, fees: 0, date: '2026-01-10', isPrincipalOnly: false });
  expect((await debt()).balance).toBe(923.41);
  // A charge is never a payment: the payments read without it, the charges with it.
  expect((await getPayments(ctx, debtId)).map((payment) => payment.amount)).toEqual([100]);
  expect((await getCharges(ctx, debtId)).map((charge) => charge.amount)).toEqual([23.41]);
});

test('payments dated after the statement are left out of the difference (they still lower today’s balance)', async () => {
  const { ctx, debtId, debt, pay } = await openOneDebt(1000);
  await pay(100, '2026-01-05');
  await pay(200, '2026-01-12');
  // On 2026-01-10 the records say 900.00 (the 12 January payment came after): 915.00 − 900.00 = 15.00.
  const result = ok(await recordStatement(ctx, { debtId, statementDate: '2026-01-10', statementBalance: 915 }));
  expect(result).toMatchObject({ outcome: 'charged', recorded: 900, charged: 15 });
  // Today: 1000 − 100 − 200 + 15 = 715.00.
  expect((await debt()).balance).toBe(715);
  // A second statement counts the first charge: on 2026-01-14, 1000 − 300 + 15 = 715.00; 720.50 → 5.50 more.
  const second = ok(await recordStatement(ctx, { debtId, statementDate: '2026-01-14', statementBalance: 720.5, interest: 3.5, fees: 2 }));
  expect(second).toMatchObject({ outcome: 'charged', recorded: 715, charged: 5.5 });
  expect(second.charge).toMatchObject({ amount: 5.5, interest: 3.5, fees: 2 });
  expect((await debt()).balance).toBe(720.5);
});

test('the difference splits into interest and fees as stated: one part given, the other is the rest; parts that do not add up are refused', async () => {
  const { ctx, debtId, debt } = await openOneDebt(500);
  const onlyFees = ok(await recordStatement(ctx, { debtId, statementDate: '2026-01-10', statementBalance: 535, fees: 25 }));
  expect(onlyFees.charge).toMatchObject({ amount: 35, interest: 10, fees: 25 });

  const wrong = await recordStatement(ctx, { debtId, statementDate: '2026-01-11', statementBalance: 545, interest: 6, fees: 6 });
  expect(wrong).toMatchObject({ success: false, fieldErrors: { interest: 'Interest and fees must add up to the $10.00 charged.' } });
  const tooMuchFee = await recordStatement(ctx, { debtId, statementDate: '2026-01-11', statementBalance: 545, fees: 12 });
  expect(tooMuchFee.success).toBe(false);
  expect((await debt()).balance).toBe(535);
});

test('a statement equal to the records writes nothing and says it matches', async () => {
  const { ctx, debtId, pay } = await openOneDebt(1000);
  await pay(250.25, '2026-01-05');
  expect(ok(await recordStatement(ctx, { debtId, statementDate: '2026-01-06', statementBalance: 749.75 }))).toEqual({
    outcome: 'matches', recorded: 749.75, statementBalance: 749.75, charge: null,
  });
  expect(await ctx.db.payments.count().exec()).toBe(1);
});

test('a statement lower than the records writes nothing (no negative charge, no edit of the opening balance) and says by how much', async () => {
  const { ctx, debtId, debt, stored } = await openOneDebt(1000);
  const before = (await stored()).toJSON(true);
  expect(ok(await previewStatement(ctx, { debtId, statementDate: '2026-01-10', statementBalance: 880 }))).toEqual({
    outcome: 'lower', recorded: 1000, statementBalance: 880, lowerBy: 120,
  });
  expect(ok(await recordStatement(ctx, { debtId, statementDate: '2026-01-10', statementBalance: 880 }))).toMatchObject({ outcome: 'lower', lowerBy: 120, charge: null });
  expect(await ctx.db.payments.count().exec()).toBe(0);
  expect((await stored()).toJSON(true)).toEqual(before);
  expect((await debt()).balance).toBe(1000);
});

test('bad statements are refused with plain messages and nothing is written', async () => {
  const { ctx, debtId } = await openOneDebt(1000);
  const refused = async (input: Parameters<typeof recordStatement>[1]) => {
    const result = await recordStatement(ctx, input);
    if (result.success) throw new Error('accepted');
    return result.fieldErrors;
  };
  expect(await refused({ debtId, statementDate: '2026-01-16', statementBalance: 1100 })).toEqual({ statementDate: 'The statement date can’t be in the future.' });
  expect(await refused({ debtId, statementDate: '', statementBalance: 1100 })).toEqual({ statementDate: 'Enter the statement date.' });
  expect(await refused({ debtId, statementDate: '10/01/2026', statementBalance: 1100 })).toEqual({ statementDate: 'The statement date must be a date like 2026-03-31.' });
  expect(await refused({ debtId, statementDate: '2026-01-10', statementBalance: -5 })).toEqual({ statementBalance: 'The statement balance can’t be below zero.' });
  expect(await refused({ debtId, statementDate: '2026-01-10', statementBalance: Number.NaN })).toEqual({ statementBalance: 'The statement balance must be a number.' });
  expect(await refused({ debtId, statementDate: '2026-01-10', statementBalance: 1100, fees: -1 })).toEqual({ fees: 'The fees can’t be below zero.' });
  expect(await recordStatement(ctx, { debtId: 'nope', statementDate: '2026-01-10', statementBalance: 1100 })).toEqual({ success: false, error: 'Debt with ID nope not found' });
  expect(await ctx.db.payments.count().exec()).toBe(0);
});

test('a debt closed as settled takes no statement; one paid in full does, and reads as owed again', async () => {
  const settled = await openOneDebt(1000);
  ok(await closeDebt(settled.ctx, settled.debtId, { closedAs: 'settled', closedOn: '2026-01-10', settlementAmount: 600 }));
  expect(await recordStatement(settled.ctx, { debtId: settled.debtId, statementDate: '2026-01-12', statementBalance: 50 })).toMatchObject({
    success: false,
    fieldErrors: { debtId: 'Visa is closed, so a statement can’t add to it. Reopen it first if it is owed again.' },
  });

  const paid = await openOneDebt(100);
  await paid.pay(100, '2026-01-05');
  expect((await paid.debt()).isPaid).toBe(true);
  ok(await recordStatement(paid.ctx, { debtId: paid.debtId, statementDate: '2026-01-10', statementBalance: 1.25 }));
  expect(await paid.debt()).toMatchObject({ balance: 1.25, isPaid: false });
});

test('a charge is deleted and restored like a payment (the balance follows), and is not edited as a payment', async () => {
  const { ctx, debtId, debt } = await openOneDebt(1000);
  const { charge } = ok(await recordStatement(ctx, { debtId, statementDate: '2026-01-10', statementBalance: 1030, fees: 5 }));
  expect(await editPayment(ctx, charge!.id, { amount: 10 })).toMatchObject({ success: false, fieldErrors: { amount: expect.stringContaining('not a payment') } });
  const removed = ok(await deletePayment(ctx, charge!.id));
  expect((await debt()).balance).toBe(1000);
  const restored = ok(await restorePayment(ctx, removed.removed));
  expect(restored).toMatchObject({ kind: 'charge', amount: 30, interest: 25, fees: 5, date: '2026-01-10' });
  expect((await debt()).balance).toBe(1030);
  expect(await getPayments(ctx, debtId)).toEqual([]);
});

test('correcting the balance after a charge keeps both counted: the opening balance takes the charge back out', async () => {
  const { ctx, debtId, debt, stored, pay } = await openOneDebt(1000);
  await pay(100, '2026-01-05');
  ok(await recordStatement(ctx, { debtId, statementDate: '2026-01-10', statementBalance: 920 }));
  ok(await updateDebt(ctx, debtId, { balance: 950 }));
  // 950 = opening − 100 + 20, so the opening balance is 1030.
  expect((await stored()).toJSON().openingBalance).toBe(1030);
  expect((await debt()).balance).toBe(950);
});
