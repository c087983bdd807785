import { afterEach, expect, test } from 'vitest';
import type { CollectionName } from '@schemas/index';
import { saveAmortizationTable } from '../amortization-tables/save-amortization-table';
import type { DataContext } from '../data-context';
import type { PaydownDatabase } from '../paydown-database';
import { recordPayment } from '../payments/record-payment';
import { createStrategy } from '../strategies/create-strategy';
import { MemoryMaster, exchangeChanges } from '../test-support/memory-master';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import { closeDebt } from './close-debt';
import { createDebt } from './create-debt';
import { deleteDebt } from './delete-debt';
import { readDebts } from './read-debts';
import { restoreDebt } from './restore-debt';
import { updateDebt } from './update-debt';

afterEach(closeTestDatabases);

const OPENED: CollectionName[] = ['debts', 'payments', 'strategies', 'amortizationTables'];

function ok<T>(result: { success: true; data: T } | { success: false; error: string }): T {
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/** Two debts (the car loan with two payments), a custom order and a saved schedule naming both. */
async function portfolio(ctx: DataContext) {
  const visaId = ok(await createDebt(ctx, visa({ priority: 1 }))).id;
  const carId = ok(await createDebt(ctx, visa({ name: 'Car loan', type: 'auto_loan', balance: 9000, interestRate: 6.9, priority: 2 }))).id;
  ok(await recordPayment(ctx, { debtId: carId, amount: 300, date: '2026-01-03', notes: 'January' }));
  ok(await recordPayment(ctx, { debtId: carId, amount: 450.5, date: '2026-02-03' }));
  const strategyId = ok(await createStrategy(ctx, { name: 'Mine', type: 'custom', monthlyBudget: 900, debtPriorities: [carId, visaId] })).id;
  ok(await saveAmortizationTable(ctx, { strategyType: 'custom', strategyId, debtIds: [carId, visaId], data: [{ month: 1, totalInterest: 10, totalPayment: 900 }] }));
  return { visaId, carId };
}

async function liveState(db: PaydownDatabase, uid = 'user-1') {
  // As shown (balance derived from the payments), by priority.
  const debts = (await readDebts(testContext(db, uid))).sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  const payments = (await db.payments.find({ sort: [{ date: 'asc' }] }).exec()).map((doc) => doc.toJSON());
  const [strategy] = (await db.strategies.find().exec()).map((doc) => doc.toJSON());
  const [table] = (await db.amortizationTables.find().exec()).map((doc) => doc.toJSON());
  return { debts, payments, strategy: strategy!, table: table! };
}

test('restoring a deleted debt brings it back as it was, with its payments, its place in the order and in saved schedules', async () => {
  const db = await openTestDatabase(OPENED);
  const ctx = testContext(db);
  const { visaId, carId } = await portfolio(ctx);
  const before = await liveState(db);

  const deleted = ok(await deleteDebt(ctx, carId));
  expect((await liveState(db)).debts.map((debt) => debt.name)).toEqual(['Visa']);
  const restored = ok(await restoreDebt(ctx, deleted.removed));

  const after = await liveState(db);
  const [car, stillVisa] = [after.debts[1]!, after.debts[0]!];
  // New documents, under new ids: the old ones stay tombstones.
  expect(restored.id).not.toBe(carId);
  expect(car.id).toBe(restored.id);
  expect(stillVisa).toEqual(before.debts[0]);
  const { id: _oldId, updatedAt: _oldAt, ...carBefore } = before.debts[1]!;
  const { id: _newId, updatedAt: _newAt, ...carAfter } = car;
  expect(carAfter).toEqual(carBefore);
  expect(car.balance).toBe(8249.5);
  // Each payment back, pointing at the restored debt, so it shows the balance it showed.
  expect(after.payments.map(({ amount, date, notes, debtId }) => ({ amount, date, notes, debtId }))).toEqual([
    { amount: 300, date: '2026-01-03', notes: 'January', debtId: car.id },
    { amount: 450.5, date: '2026-02-03', notes: undefined, debtId: car.id },
  ]);
  expect(after.payments.map((payment) => payment.id)).not.toContain(before.payments[0]!.id);
  // The custom order and the saved schedule name the restored debt where they named the old one.
  expect(after.strategy.debtPriorities).toBe(`${car.id},${visaId}`);
  expect(after.table.debtIds).toBe(`${car.id},${visaId}`);
  expect(after.strategy.updatedAt).toBe(before.strategy.updatedAt);
  const [tombstone] = await db.debts.storageInstance.findDocumentsById([carId], true);
  expect(tombstone).toMatchObject({ _deleted: true });
});

test('a closed debt comes back closed, its closing payment still the one that closed it', async () => {
  const db = await openTestDatabase(OPENED);
  const ctx = testContext(db);
  const { carId } = await portfolio(ctx);
  ok(await closeDebt(ctx, carId, { closedAs: 'paid_in_full', closedOn: '2026-03-01' }));
  const restored = ok(await restoreDebt(ctx, ok(await deleteDebt(ctx, carId)).removed));
  const closing = await db.payments.findOne(restored.closingPaymentId!).exec();
  expect(restored).toMatchObject({ isPaid: true, closedAs: 'paid_in_full', closedOn: '2026-03-01', balance: 0 });
  expect(closing?.toJSON()).toMatchObject({ debtId: restored.id, amount: 8249.5, date: '2026-03-01' });
});

test('a restore reaches the other device, keeps it, and merges with what it did meanwhile', async () => {
  const master = new MemoryMaster();
  const laptop = await openTestDatabase(OPENED);
  const phone = await openTestDatabase(OPENED);
  // Each device makes ids of its own, as crypto.randomUUID() does.
  const onLaptop = { ...testContext(laptop, 'ada'), newId: ((n) => () => `laptop-${++n}`)(0) };
  const onPhone = { ...testContext(phone, 'ada', '2026-01-16T08:00:00.000Z'), newId: ((n) => () => `phone-${++n}`)(0) };
  const sync = () =>
    exchangeChanges(master, [laptop, phone].flatMap((db, index) => OPENED.map((name) => master.replicate(db.collections[name] as never, `device-${index}`))) as never);
  const { visaId, carId } = await portfolio(onLaptop);
  await sync();
  const before = await liveState(phone, 'ada');

  const deleted = ok(await deleteDebt(onLaptop, carId));
  const restored = ok(await restoreDebt(onLaptop, deleted.removed));
  // Meanwhile, apart, the phone records a payment towards the Visa and edits the car loan it still
  // has: that edit merges into the deleted document (as any edit of a deleted debt does), and must
  // not take the restored one with it.
  ok(await recordPayment(onPhone, { debtId: visaId, amount: 25, date: '2026-02-10' }));
  ok(await updateDebt(onPhone, carId, { notes: 'edited apart' }));
  await sync();

  const [onPhoneNow, onLaptopNow] = [await liveState(phone, 'ada'), await liveState(laptop, 'ada')];
  expect(onPhoneNow).toEqual(onLaptopNow);
  expect(onPhoneNow.debts.map((debt) => [debt.id, debt.name, debt.balance])).toEqual([
    [visaId, 'Visa', 975],
    [restored.id, 'Car loan', before.debts[1]!.balance],
  ]);
  expect(onPhoneNow.payments.filter((payment) => payment.debtId === restored.id).map((payment) => payment.amount)).toEqual([300, 450.5]);
  expect(onPhoneNow.strategy.debtPriorities).toBe(`${restored.id},${visaId}`);
});
