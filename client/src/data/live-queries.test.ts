import { afterEach, expect, test, vi } from 'vitest';
import { SETTLE_WAIT } from '@/lib/test-support/settle-wait';
import { firstValueFrom, filter } from 'rxjs';
import { createDebt } from './debts/create-debt';
import { updateDebt } from './debts/update-debt';
import { watchDebts } from './debts/use-debts';
import { recordPayment } from './payments/record-payment';
import { watchCharges, watchPayments } from './payments/use-payments';
import { closeTestDatabases, openTestDatabase, testContext } from './test-support/test-database';
import { visa } from './test-support/test-debt';
import { watchDocumentCount } from './use-document-count';

afterEach(closeTestDatabases);

test('the debts live query re-emits on every write, and only with the signed-in user’s debts', async () => {
  const db = await openTestDatabase(['debts', 'payments']);
  const mine = testContext(db, 'user-1');
  const theirs = { ...testContext(db, 'user-2'), newId: () => 'theirs-1' };
  const seen: string[][] = [];
  const subscription = watchDebts(db, 'user-1').subscribe((debts) => seen.push(debts.map((d) => d.name)));
  // The first answer (debts joined with their payments: two queries) before any write.
  await vi.waitFor(() => expect(seen).toHaveLength(1), SETTLE_WAIT);

  await createDebt(theirs, visa({ name: 'Not mine' }));
  const created = await createDebt(mine, visa({ name: 'Visa' }));
  if (!created.success) throw new Error(created.error);
  await updateDebt(mine, created.data.id, { name: 'Visa Gold' });
  await firstValueFrom(watchDebts(db, 'user-1').pipe(filter((debts) => debts[0]?.name === 'Visa Gold')));
  subscription.unsubscribe();

  expect(seen[0]).toEqual([]);
  expect(seen.at(-1)).toEqual(['Visa Gold']);
  expect(seen.flat()).not.toContain('Not mine');
  const plain = await firstValueFrom(watchDebts(db, 'user-1'));
  expect(plain[0]).not.toHaveProperty('crdts');
});

test('payments are watched per debt, by date; counts are live', async () => {
  const db = await openTestDatabase(['debts', 'payments']);
  const ctx = testContext(db);
  const created = await createDebt(ctx, visa());
  if (!created.success) throw new Error(created.error);
  await recordPayment(ctx, { debtId: created.data.id, amount: 10, date: '2026-02-01' });
  await recordPayment(ctx, { debtId: created.data.id, amount: 20, date: '2026-01-01' });
  expect((await firstValueFrom(watchPayments(db, 'user-1', created.data.id))).map((p) => p.amount)).toEqual([20, 10]);
  expect(await firstValueFrom(watchPayments(db, 'user-1', 'other'))).toEqual([]);
  expect(await firstValueFrom(watchDocumentCount(db, 'user-1', 'payments'))).toBe(2);
  expect(await firstValueFrom(watchDocumentCount(db, 'user-2', 'payments'))).toBe(0);
});

test('the dashboard’s debts, payments and charges read every payment once between them, not once each', async () => {
  const db = await openTestDatabase(['debts', 'payments']);
  const ctx = testContext(db);
  const created = await createDebt(ctx, visa());
  if (!created.success) throw new Error(created.error);
  await recordPayment(ctx, { debtId: created.data.id, amount: 10, date: '2026-02-01' });
  const reads = vi.spyOn(db.payments.storageInstance, 'query');
  const [debts, payments, charges] = await Promise.all([
    firstValueFrom(watchDebts(db, 'user-1')),
    firstValueFrom(watchPayments(db, 'user-1')),
    firstValueFrom(watchCharges(db, 'user-1')),
  ]);
  expect(debts[0]!.balance).toBe(visa().balance - 10);
  expect(payments.map((p) => p.amount)).toEqual([10]);
  expect(charges).toEqual([]);
  expect(reads).toHaveBeenCalledTimes(1);
});

test('a write that leaves the payments and charges as they were (a debt renamed) re-emits neither list', async () => {
  const db = await openTestDatabase(['debts', 'payments']);
  const ctx = testContext(db);
  const created = await createDebt(ctx, visa());
  if (!created.success) throw new Error(created.error);
  await recordPayment(ctx, { debtId: created.data.id, amount: 10, date: '2026-02-01' });
  const payments: unknown[] = [];
  const charges: unknown[] = [];
  const subscriptions = [watchPayments(db, 'user-1').subscribe((list) => payments.push(list)), watchCharges(db, 'user-1').subscribe((list) => charges.push(list))];
  await vi.waitFor(() => expect([payments.length, charges.length]).toEqual([1, 1]), SETTLE_WAIT);
  // The same debts query the two lists follow: subscribed after them, it hears of the rename after them.
  const renamed = firstValueFrom(db.debts.find({ selector: { uid: 'user-1' } }).$.pipe(filter((debts) => debts[0]?.name === 'Visa Gold')));
  await updateDebt(ctx, created.data.id, { name: 'Visa Gold' });
  await renamed;
  await recordPayment(ctx, { debtId: created.data.id, amount: 20, date: '2026-03-01' });
  await vi.waitFor(() => expect(payments).toHaveLength(2), SETTLE_WAIT);
  subscriptions.forEach((subscription) => subscription.unsubscribe());
  expect(charges).toHaveLength(1);
  expect((payments[1] as { amount: number }[]).map((p) => p.amount)).toEqual([10, 20]);
});
