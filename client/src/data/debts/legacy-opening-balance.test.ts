import { afterEach, describe, expect, test } from 'vitest';
import type { CollectionName } from '@schemas/index';
import { deletePayment } from '../payments/delete-payment';
import { getPayments } from '../payments/get-payments';
import { recordPayment } from '../payments/record-payment';
import {
  insertLegacyDebt,
  insertPayment,
  legacyCorrection,
  version0BalanceChange,
  version0MarkPaid,
  version0RecordPayment,
  version1BuildEffects,
  version1EffectChange,
} from '../test-support/legacy-writes';
import { MemoryMaster, exchangeChanges } from '../test-support/memory-master';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { shownDebt } from '../test-support/shown-debt';
import { updateDebt } from './update-debt';

afterEach(closeTestDatabases);

const OPENED: CollectionName[] = ['debts', 'payments'];

async function oneDevice() {
  const db = await openTestDatabase(OPENED);
  const ctx = testContext(db);
  const stored = async (id: string) => (await db.debts.findOne(id).exec())!;
  const shown = async (id: string) => (await shownDebt(ctx, id))!;
  return { db, ctx, stored, shown };
}

describe('debts written before version 3 read their opening balance from their history', () => {
  test('version 0: payments, a deleted and an edited payment, and corrections in between', async () => {
    const { db, stored, shown } = await oneDevice();
    await insertLegacyDebt(db, 'loan', 1500);
    await version0RecordPayment(db, 'p1', 'loan', 100);
    // The person corrects the balance to 1600 (new charges), seeing 1400: +200.
    await (await stored('loan')).updateCRDT(legacyCorrection(200));
    await version0RecordPayment(db, 'p2', 'loan', 50.1);
    // p2 edited to 60.2 (edit: the difference), then a payment recorded and deleted again.
    await (await db.payments.findOne('p2').exec())!.updateCRDT({ ifMatch: { $set: { amount: 60.2 } } });
    await (await stored('loan')).updateCRDT(version0BalanceChange(-10.1));
    await version0RecordPayment(db, 'p3', 'loan', 30);
    await (await db.payments.findOne('p3').exec())!.remove();
    await (await stored('loan')).updateCRDT(version0BalanceChange(30));

    expect((await stored('loan')).balance).toBeCloseTo(1539.8, 9);
    expect(await shown('loan')).toMatchObject({ balance: 1539.8, isPaid: false });
  });

  test('a `$set` of the balance means "it owes this now, with the payments so far"', async () => {
    const { db, stored, shown } = await oneDevice();
    await insertLegacyDebt(db, 'loan', 1500);
    await version0RecordPayment(db, 'p1', 'loan', 100);
    await (await stored('loan')).updateCRDT({ ifMatch: { $set: { balance: 900 } } });
    await version0RecordPayment(db, 'p2', 'loan', 40);
    expect(await shown('loan')).toMatchObject({ balance: 860 });
  });

  test('versions 1 and 2: the effect map built from the payments held, guarded changes, a delete made on two devices counted once', async () => {
    const { db, stored, shown } = await oneDevice();
    await insertLegacyDebt(db, 'loan', 1000);
    await version0RecordPayment(db, 'p1', 'loan', 100);
    await (await stored('loan')).updateCRDT(version1BuildEffects({ p1: 100 }));
    await insertPayment(db, 'p2', 'loan', 250);
    await (await stored('loan')).updateCRDT(version1EffectChange('p2', undefined, 250));
    // p2 edited to 200, then deleted on two devices: the second delete's guard no longer holds.
    await (await db.payments.findOne('p2').exec())!.updateCRDT({ ifMatch: { $set: { amount: 200 } } });
    await (await stored('loan')).updateCRDT(version1EffectChange('p2', 250, 200));
    await (await db.payments.findOne('p2').exec())!.remove();
    await (await stored('loan')).updateCRDT(version1EffectChange('p2', 200, undefined));
    await (await stored('loan')).updateCRDT(version1EffectChange('p2', 200, undefined));
    expect((await stored('loan')).balance).toBe(900);
    expect(await shown('loan')).toMatchObject({ balance: 900 });
  });

  test('a debt inserted with its payments’ effects (restored or imported in versions 1 and 2) already reflected them', async () => {
    const { db, shown } = await oneDevice();
    await db.debts.insert({
      id: 'restored', uid: 'user-1', name: 'Car', type: 'auto_loan', balance: 8249.5, interestRate: 6, minimumPayment: 300, paymentFrequency: 'monthly',
      highLimit: 0, isPromo: false, hasXFee: false, isPaid: false, paymentEffects: { a: 300, b: 450.5 }, createdAt: '2026-01-02T10:00:00.000Z', updatedAt: '2026-01-10T10:00:00.000Z',
    });
    await insertPayment(db, 'a', 'restored', 300);
    await insertPayment(db, 'b', 'restored', 450.5);
    expect(await shown('restored')).toMatchObject({ balance: 8249.5 });
  });

  test('paid: marked by the person it stays closed; paid off by a payment it owes again once that payment is deleted', async () => {
    const { db, ctx, stored, shown } = await oneDevice();
    await insertLegacyDebt(db, 'marked', 700);
    await (await stored('marked')).updateCRDT(version0MarkPaid);
    await insertLegacyDebt(db, 'cleared', 700);
    await version0RecordPayment(db, 'all', 'cleared', 700);
    expect((await stored('cleared')).isPaid).toBe(true);
    expect(await shown('marked')).toMatchObject({ balance: 700, isPaid: true });
    expect(await shown('cleared')).toMatchObject({ balance: 0, isPaid: true });
    expect(await deletePayment(ctx, 'all')).toMatchObject({ success: true });
    expect(await shown('cleared')).toMatchObject({ balance: 700, isPaid: false });
  });

  test('a correction made now on a legacy debt counts the payments held, and later ones are taken from it', async () => {
    const { db, ctx, shown } = await oneDevice();
    await insertLegacyDebt(db, 'loan', 1500);
    await version0RecordPayment(db, 'p1', 'loan', 100);
    expect(await updateDebt(ctx, 'loan', { balance: 1200 })).toMatchObject({ success: true, data: { balance: 1200 } });
    expect(await recordPayment(ctx, { debtId: 'loan', amount: 45.55, date: '2026-02-01' })).toMatchObject({ success: true });
    expect(await shown('loan')).toMatchObject({ balance: 1154.45, openingBalance: 1300 });
  });
});

test('a payment made offline on a version 0 device is taken once after another device upgraded (1500 − 100 − 30 = 1370 everywhere)', async () => {
  const master = new MemoryMaster();
  const oldApp = await openTestDatabase(OPENED);
  const upgraded = await openTestDatabase(OPENED);
  const replicate = (devices: typeof oldApp[]) =>
    exchangeChanges(master, devices.flatMap((db, index) => OPENED.map((name) => master.replicate(db.collections[name] as never, `device-${index}-${db.name}`))) as never);
  // Both devices on the old build share a $1,500 loan with a $100 payment, synced.
  await insertLegacyDebt(oldApp, 'loan', 1500);
  await version0RecordPayment(oldApp, 'p100', 'loan', 100);
  await replicate([oldApp, upgraded]);
  // Offline, the old app records $30 as it did: the payment and an `$inc` of the debt.
  await version0RecordPayment(oldApp, 'p30', 'loan', 30);
  // The other device runs the new build: it reads, records nothing. Then the old app comes back.
  const onUpgraded = testContext(upgraded);
  expect((await shownDebt(onUpgraded, 'loan'))!.balance).toBe(1400);
  await replicate([oldApp, upgraded]);
  await replicate([oldApp, upgraded]);

  for (const db of [oldApp, upgraded]) {
    const ctx = testContext(db);
    expect((await shownDebt(ctx, 'loan'))!.balance, db.name).toBe(1370);
    expect((await getPayments(ctx, 'loan')).map((payment) => payment.amount).sort(), db.name).toEqual([100, 30]);
  }
});
