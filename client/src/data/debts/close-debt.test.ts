import { afterEach, describe, expect, test } from 'vitest';
import { paidSoFar } from '@/planning/recorded-balances';
import { closureBadge } from '@/planning/debt-closure';
import { isOwed } from '@/planning/debt-status';
import { deletePayment } from '../payments/delete-payment';
import { getPayments } from '../payments/get-payments';
import { recordPayment } from '../payments/record-payment';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import { closeDebt } from './close-debt';
import { createDebt } from './create-debt';
import { getDebts } from './get-debts';
import { reopenDebt } from './reopen-debt';

afterEach(closeTestDatabases);

/** A $9,500 car loan with $500 already paid: it owes $9,000. */
async function carLoan() {
  const ctx = testContext(await openTestDatabase(['debts', 'payments']));
  const created = await createDebt(ctx, visa({ name: 'Car loan', type: 'auto_loan', balance: 9500 }));
  if (!created.success) throw new Error(created.error);
  const debtId = created.data.id;
  const paid = await recordPayment(ctx, { debtId, amount: 500, date: '2026-01-05' });
  if (!paid.success) throw new Error(paid.error);
  const debt = async () => (await getDebts(ctx)).find((stored) => stored.id === debtId)!;
  const progress = async () => paidSoFar(await getDebts(ctx), await getPayments(ctx));
  return { ctx, debtId, debt, progress };
}

describe('closing a debt says how it closed', () => {
  test('paid in full records the closing payment of the remaining balance: balance 0, paid down by exactly that payment', async () => {
    const { ctx, debtId, debt, progress } = await carLoan();
    const closed = await closeDebt(ctx, debtId, { closedAs: 'paid_in_full', closedOn: '2026-02-01' });
    expect(closed.success).toBe(true);
    const payments = await getPayments(ctx, debtId);
    expect(payments.map((p) => [p.amount, p.date])).toEqual([
      [500, '2026-01-05'],
      [9000, '2026-02-01'],
    ]);
    expect(await debt()).toMatchObject({ balance: 0, isPaid: true, closedAs: 'paid_in_full', closedOn: '2026-02-01', closingPaymentId: payments[1]!.id });
    expect(closureBadge(await debt())).toBe('Paid in full');
    expect(await progress()).toMatchObject({ paidOff: 9500, startingTotal: 9500, owedTotal: 0, percent: 100, closedUnpaidTotal: 0 });
  });

  test.each(['settled', 'forgiven', 'refinanced'] as const)('%s closes it without counting the remaining balance as paid down', async (closedAs) => {
    const { ctx, debtId, debt, progress } = await carLoan();
    expect((await closeDebt(ctx, debtId, { closedAs, closedOn: '2026-02-01' })).success).toBe(true);
    expect(await getPayments(ctx, debtId)).toHaveLength(1);
    const closed = await debt();
    expect(closed).toMatchObject({ balance: 9000, isPaid: true, closedAs, closedOn: '2026-02-01' });
    expect(closed.closingPaymentId).toBeUndefined();
    expect(isOwed(closed)).toBe(false);
    // Only the $500 payment is paid down; the $9,000 left is neither owed nor paid.
    expect(await progress()).toMatchObject({ paidOff: 500, startingTotal: 500, owedTotal: 0, percent: 100, closedUnpaidTotal: 9000 });
  });

  test('a settlement records what it cost, which counts as paid down; the rest does not', async () => {
    const { ctx, debtId, debt, progress } = await carLoan();
    expect((await closeDebt(ctx, debtId, { closedAs: 'settled', closedOn: '2026-02-01', settlementAmount: 6000 })).success).toBe(true);
    const payments = await getPayments(ctx, debtId);
    expect(payments.map((p) => p.amount)).toEqual([500, 6000]);
    expect(await debt()).toMatchObject({ balance: 3000, isPaid: true, closedAs: 'settled', closingPaymentId: payments[1]!.id });
    expect(await progress()).toMatchObject({ paidOff: 6500, startingTotal: 6500, owedTotal: 0, closedUnpaidTotal: 3000 });
  });

  test('bad closings are refused with the field named, and nothing is written', async () => {
    const { ctx, debtId, debt } = await carLoan();
    const before = await debt();
    expect(await closeDebt(ctx, debtId, { closedAs: 'settled', closedOn: '2026-02-01', settlementAmount: 9000 })).toMatchObject({
      success: false,
      fieldErrors: { settlementAmount: 'settlementAmount must be less than the $9,000.00 this debt owes (paying all of it is "Paid in full")' },
    });
    expect(await closeDebt(ctx, debtId, { closedAs: 'forgiven', closedOn: '2026-02-01', settlementAmount: 100 })).toMatchObject({
      fieldErrors: { settlementAmount: 'settlementAmount is only for a settled debt' },
    });
    expect(await closeDebt(ctx, debtId, { closedAs: 'paid_in_full', closedOn: '2026-02-30' })).toMatchObject({
      fieldErrors: { closedOn: 'closedOn must be a real date' },
    });
    expect(await closeDebt(ctx, debtId, { closedAs: 'gone' as never, closedOn: '2026-02-01' })).toMatchObject({ success: false });
    expect(await debt()).toEqual(before);
    expect(await getPayments(ctx, debtId)).toHaveLength(1);
  });

  test('a debt that owes nothing cannot be closed again', async () => {
    const { ctx, debtId } = await carLoan();
    await closeDebt(ctx, debtId, { closedAs: 'forgiven', closedOn: '2026-02-01' });
    expect(await closeDebt(ctx, debtId, { closedAs: 'paid_in_full', closedOn: '2026-02-02' })).toEqual({
      success: false,
      error: 'Car loan owes nothing now, so there is nothing to close',
    });
    expect(await getPayments(ctx, debtId)).toHaveLength(1);
  });
});

describe('reopening restores the debt', () => {
  test('paid in full, removing the closing payment: owed again with the balance it had', async () => {
    const { ctx, debtId, debt, progress } = await carLoan();
    await closeDebt(ctx, debtId, { closedAs: 'paid_in_full', closedOn: '2026-02-01' });
    expect((await reopenDebt(ctx, debtId, { removeClosingPayment: true })).success).toBe(true);
    const reopened = await debt();
    expect(reopened).toMatchObject({ balance: 9000, isPaid: false });
    expect([reopened.closedAs, reopened.closedOn, reopened.closingPaymentId]).toEqual([undefined, undefined, undefined]);
    expect((await getPayments(ctx, debtId)).map((p) => p.amount)).toEqual([500]);
    expect(await progress()).toMatchObject({ paidOff: 500, owedTotal: 9000, startingTotal: 9500 });
  });

  test('paid in full, keeping the closing payment: nothing is owed, and it reads as paid off', async () => {
    const { ctx, debtId, debt } = await carLoan();
    await closeDebt(ctx, debtId, { closedAs: 'paid_in_full', closedOn: '2026-02-01' });
    await reopenDebt(ctx, debtId, { removeClosingPayment: false });
    // Not closed any more, and paid off by its payments: paid, read from its balance.
    expect(await debt()).toMatchObject({ balance: 0, isPaid: true });
    expect((await debt()).closedAs).toBeUndefined();
    expect(closureBadge(await debt())).toBe('Paid off');
    expect(await getPayments(ctx, debtId)).toHaveLength(2);
  });

  test.each(['settled', 'forgiven', 'refinanced'] as const)('%s: simply owed again', async (closedAs) => {
    const { ctx, debtId, debt, progress } = await carLoan();
    await closeDebt(ctx, debtId, { closedAs, closedOn: '2026-02-01' });
    await reopenDebt(ctx, debtId, { removeClosingPayment: true });
    expect(await debt()).toMatchObject({ balance: 9000, isPaid: false });
    expect((await debt()).closedAs).toBeUndefined();
    expect(await progress()).toMatchObject({ paidOff: 500, owedTotal: 9000, closedUnpaidTotal: 0 });
  });

  test('settled with a settlement: reopening can remove the settlement payment too', async () => {
    const { ctx, debtId, debt } = await carLoan();
    await closeDebt(ctx, debtId, { closedAs: 'settled', closedOn: '2026-02-01', settlementAmount: 6000 });
    await reopenDebt(ctx, debtId, { removeClosingPayment: true });
    expect(await debt()).toMatchObject({ balance: 9000, isPaid: false });
  });
});

describe('payments changed after a closing', () => {
  test('deleting the closing payment of a paid-in-full debt reopens it: it is not paid in full any more', async () => {
    const { ctx, debtId, debt } = await carLoan();
    await closeDebt(ctx, debtId, { closedAs: 'paid_in_full', closedOn: '2026-02-01' });
    expect((await deletePayment(ctx, (await debt()).closingPaymentId!)).success).toBe(true);
    const after = await debt();
    expect(after).toMatchObject({ balance: 9000, isPaid: false });
    expect([after.closedAs, after.closingPaymentId]).toEqual([undefined, undefined]);
  });

  test('deleting a settlement payment leaves the debt settled, without a closing payment', async () => {
    const { ctx, debtId, debt } = await carLoan();
    await closeDebt(ctx, debtId, { closedAs: 'settled', closedOn: '2026-02-01', settlementAmount: 6000 });
    await deletePayment(ctx, (await debt()).closingPaymentId!);
    const after = await debt();
    expect(after).toMatchObject({ balance: 9000, isPaid: true, closedAs: 'settled' });
    expect(after.closingPaymentId).toBeUndefined();
  });
});
