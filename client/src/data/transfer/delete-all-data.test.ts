import { afterEach, expect, test } from 'vitest';
import type { CollectionName } from '@schemas/index';
import { createDebt } from '../debts/create-debt';
import { updateDebt } from '../debts/update-debt';
import { updateFinancialGoals } from '../financial-goals/update-financial-goals';
import type { PaydownDatabase } from '../paydown-database';
import { recordPayment } from '../payments/record-payment';
import { MemoryMaster, exchangeChanges } from '../test-support/memory-master';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import { signInUser } from '../users/sign-in-user';
import { updateProfile } from '../users/update-profile';
import { deleteAllData } from './delete-all-data';

afterEach(closeTestDatabases);

/** Six collections per device keeps two devices under RxDB's 13 open collections (no subscriptions needed here). */
const OPENED: CollectionName[] = ['users', 'debts', 'payments', 'strategies', 'amortizationTables', 'financialGoals'];

async function twoDevices() {
  const master = new MemoryMaster();
  const laptop = await openTestDatabase(OPENED);
  const phone = await openTestDatabase(OPENED);
  const sync = () =>
    exchangeChanges(
      master,
      [laptop, phone].flatMap((db, index) => OPENED.map((name) => master.replicate(db.collections[name] as never, `device-${index}`))) as never,
    );
  return { laptop, phone, sync, onLaptop: testContext(laptop, 'ada'), onPhone: testContext(phone, 'ada', '2026-01-16T08:00:00.000Z') };
}

async function everything(db: PaydownDatabase) {
  const all: Record<string, unknown[]> = {};
  for (const name of OPENED) all[name] = (await db.collections[name].find({ sort: [{ id: 'asc' }] }).exec()).map((doc) => doc.toJSON());
  return all;
}

test('deleting everything reaches the other device, and its offline edits do not bring anything back', async () => {
  const { laptop, phone, sync, onLaptop, onPhone } = await twoDevices();
  await signInUser(onLaptop, { email: 'ada@example.com' });
  await updateProfile(onLaptop, { displayName: 'Ada', phoneNumber: '+1 555 123 4567', photoURL: 'https://example.com/ada.png' });
  const created = await createDebt(onLaptop, visa());
  if (!created.success) throw new Error(created.error);
  const debtId = created.data.id;
  await recordPayment(onLaptop, { debtId, amount: 100, date: '2026-01-10' });
  await updateFinancialGoals(onLaptop, { easiestWinsGoal: true });
  await sync();
  expect(await phone.debts.count().exec()).toBe(1);

  // Apart: the phone edits the debt and the goals and the profile; the laptop deletes all data.
  expect((await updateDebt(onPhone, debtId, { name: 'Visa Gold', balance: 850 })).success).toBe(true);
  expect((await updateFinancialGoals(onPhone, { creditScoreGoal: true })).success).toBe(true);
  expect((await updateProfile(onPhone, { phoneNumber: '+1 555 000 0000' })).success).toBe(true);
  const result = await deleteAllData(onLaptop);
  expect(result).toEqual({
    success: true,
    data: { deleted: { payments: 1, debts: 1, strategies: 0, amortizationTables: 0 }, goalsReset: true, profileCleared: true },
  });
  expect(await laptop.debts.count().exec()).toBe(0);
  await sync();

  for (const db of [laptop, phone]) {
    expect(await db.debts.count().exec()).toBe(0);
    expect(await db.payments.count().exec()).toBe(0);
    const goals = (await db.financialGoals.findOne('ada').exec())!.toJSON();
    expect(goals.easiestWinsGoal).toBe(false);
    const user = (await db.users.findOne('ada').exec())!.toJSON();
    expect(user).toMatchObject({ email: 'ada@example.com' });
    expect(user.displayName).toBeUndefined();
    expect(user.photoURL).toBeUndefined();
  }
  expect(await everything(laptop)).toEqual(await everything(phone));
  // The tombstone is still there (so devices that were away learn of it), and it stays deleted.
  const [tombstone] = await laptop.debts.storageInstance.findDocumentsById([debtId], true);
  expect(tombstone).toMatchObject({ id: debtId, _deleted: true });
});

test('the account record and nothing else remains; deleting again finds nothing', async () => {
  const db = await openTestDatabase(OPENED);
  const ctx = testContext(db, 'ada');
  await signInUser(ctx, { email: 'ada@example.com' });
  const result = await deleteAllData(ctx);
  expect(result).toEqual({
    success: true,
    data: { deleted: { payments: 0, debts: 0, strategies: 0, amortizationTables: 0 }, goalsReset: false, profileCleared: false },
  });
  expect(await db.users.count().exec()).toBe(1);
});
