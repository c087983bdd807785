import { afterEach, describe, expect, test } from 'vitest';
import type { PaydownDatabase } from './paydown-database';
import { createDebt } from './debts/create-debt';
import { readDebts } from './debts/read-debts';
import { updateDebt } from './debts/update-debt';
import { recordPayment } from './payments/record-payment';
import { deletePayment } from './payments/delete-payment';
import { closeTestDatabases, openTestDatabase, testContext } from './test-support/test-database';
import { MemoryMaster, exchangeChanges } from './test-support/memory-master';
import { balanceText, closureBadge } from '@/planning/debt-closure';
import { paidSoFar, recordedBalanceOn } from '@/planning/recorded-balances';

afterEach(closeTestDatabases);

/** Two devices (databases) of one user, each with only debts and payments (2 × 2 collections). */
async function twoDevices() {
  const master = new MemoryMaster();
  const laptop = await openTestDatabase(['debts', 'payments']);
  const phone = await openTestDatabase(['debts', 'payments']);
  const sync = () =>
    exchangeChanges(master, [
      master.replicate(laptop.debts, 'laptop'),
      master.replicate(laptop.payments, 'laptop'),
      master.replicate(phone.debts, 'phone'),
      master.replicate(phone.payments, 'phone'),
    ] as never);
  return { laptop, phone, sync, onLaptop: testContext(laptop), onPhone: testContext(phone, 'user-1', '2026-01-16T08:00:00.000Z') };
}

/** What a device holds: its debts as shown (balance derived), its payments, and the stored debts with their logs. */
async function snapshot(db: PaydownDatabase) {
  const stored = await db.debts.find({ sort: [{ id: 'asc' }] }).exec();
  const payments = await db.payments.find({ sort: [{ id: 'asc' }] }).exec();
  return { debts: await readDebts(testContext(db)), payments: payments.map((p) => p.toJSON()), stored: stored.map((d) => d.toJSON()) };
}

async function newVisa(ctx: ReturnType<typeof testContext>, balance = 1000) {
  const created = await createDebt(ctx, {
    name: 'Visa',
    type: 'credit_card',
    balance,
    interestRate: 19.99,
    minimumPayment: 25,
    paymentFrequency: 'monthly',
  });
  if (!created.success) throw new Error(created.error);
  return created.data.id;
}

describe('two devices editing while apart', () => {
  test('one renames the debt, the other records a payment: both kept, databases identical', async () => {
    const { laptop, phone, sync, onLaptop, onPhone } = await twoDevices();
    const debtId = await newVisa(onLaptop);
    await sync();
    expect((await phone.debts.findOne(debtId).exec())?.name).toBe('Visa');

    // apart
    expect((await updateDebt(onLaptop, debtId, { name: 'Visa Platinum' })).success).toBe(true);
    expect((await recordPayment(onPhone, { debtId, amount: 200, date: '2026-01-16' })).success).toBe(true);
    await sync();

    const a = await snapshot(laptop);
    const b = await snapshot(phone);
    expect(a).toEqual(b);
    expect(a.debts[0]).toMatchObject({ name: 'Visa Platinum', balance: 800, isPaid: false });
    expect(a.payments).toHaveLength(1);
  });

  test('both record payments on the same debt: every payment counts, and together they pay it off', async () => {
    const { laptop, phone, sync, onLaptop, onPhone } = await twoDevices();
    const debtId = await newVisa(onLaptop, 1000);
    await sync();

    // apart: neither device sees the balance reach zero on its own
    await recordPayment(onLaptop, { debtId, amount: 300, date: '2026-01-20' });
    await recordPayment(onLaptop, { debtId, amount: 100.1, date: '2026-01-21' });
    await recordPayment(onPhone, { debtId, amount: 599.9, date: '2026-01-22' });
    expect((await laptop.debts.findOne(debtId).exec())?.isPaid).toBe(false);
    expect((await phone.debts.findOne(debtId).exec())?.isPaid).toBe(false);
    await sync();

    const a = await snapshot(laptop);
    expect(a).toEqual(await snapshot(phone));
    expect(a.payments).toHaveLength(3);
    expect(a.debts[0]!.balance).toBeCloseTo(0, 6);
    expect(a.debts[0]!.isPaid).toBe(true);
  });

  test('a balance corrected on one device and a payment on the other both count', async () => {
    const { laptop, phone, sync, onLaptop, onPhone } = await twoDevices();
    const debtId = await newVisa(onLaptop, 1000);
    await sync();

    await updateDebt(onLaptop, debtId, { balance: 1100 }); // +100 of new charges
    await recordPayment(onPhone, { debtId, amount: 250, date: '2026-01-20' });
    await sync();

    const a = await snapshot(laptop);
    expect(a).toEqual(await snapshot(phone));
    expect(a.debts[0]!.balance).toBe(850);
  });

  test('a payment deleted on one device while the other records one: the balance reflects both', async () => {
    const { laptop, phone, sync, onLaptop, onPhone } = await twoDevices();
    const debtId = await newVisa(onLaptop, 1000);
    const first = await recordPayment(onLaptop, { debtId, amount: 400, date: '2026-01-18' });
    if (!first.success) throw new Error(first.error);
    await sync();

    await deletePayment(onLaptop, first.data.id);
    await recordPayment(onPhone, { debtId, amount: 50, date: '2026-01-19' });
    await sync();

    const a = await snapshot(laptop);
    expect(a).toEqual(await snapshot(phone));
    expect(a.payments).toHaveLength(1);
    expect(a.debts[0]!.balance).toBe(950);
  });

  test('both pay the debt off while apart: the merged balance is below zero, and reads as a credit and paid off, never negative', async () => {
    const { laptop, phone, sync, onLaptop, onPhone } = await twoDevices();
    const debtId = await newVisa(onLaptop, 600);
    await sync();

    // Apart, each device pays what it sees owing: neither is an over-payment where it is made.
    expect((await recordPayment(onLaptop, { debtId, amount: 600, date: '2026-01-20' })).success).toBe(true);
    expect((await recordPayment(onPhone, { debtId, amount: 600, date: '2026-01-21' })).success).toBe(true);
    await sync();

    const a = await snapshot(laptop);
    expect(a).toEqual(await snapshot(phone));
    const merged = a.debts[0]!;
    expect(merged).toMatchObject({ balance: -600, isPaid: true });
    expect(balanceText(merged)).toBe('Credit $600.00');
    expect(closureBadge(merged)).toBe('Paid off');
    // Only the $600 that was owed is paid down; the second $600 is a credit, not progress.
    expect(paidSoFar(a.debts, a.payments)).toMatchObject({ paidOff: 600, startingTotal: 600, owedTotal: 0, percent: 100, paymentsTotal: 1200, creditTotal: 600 });
    expect(recordedBalanceOn(merged, a.payments, '2026-01-19')).toBe(600);
  });
});
