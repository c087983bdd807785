import { afterEach, expect, test } from 'vitest';
import type { CollectionName } from '@schemas/index';
import { closeDebt } from '../debts/close-debt';
import { createDebt } from '../debts/create-debt';
import { deleteDebt } from '../debts/delete-debt';
import { shownDebt } from '../test-support/shown-debt';
import { MemoryMaster, exchangeChanges } from '../test-support/memory-master';
import { openOneDebt } from '../test-support/one-debt';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import { deletePayment } from './delete-payment';
import { getPayments } from './get-payments';
import { recordPayment } from './record-payment';
import { restorePayment } from './restore-payment';

afterEach(closeTestDatabases);

function ok<T>(result: { success: true; data: T } | { success: false; error: string }): T {
  if (!result.success) throw new Error(result.error);
  return result.data;
}

test('restoring a deleted payment records it again as it was: the balance goes down by it again', async () => {
  const { ctx, debtId, debt } = await openOneDebt(1000);
  const kept = ok(await recordPayment(ctx, { debtId, amount: 100, date: '2026-01-05' }));
  const gone = ok(await recordPayment(ctx, { debtId, amount: 250.25, date: '2026-01-20', notes: 'Bonus', isPrincipalOnly: true }));
  const { removed } = ok(await deletePayment(ctx, gone.id));
  expect((await debt()).balance).toBe(900);

  const restored = ok(await restorePayment(ctx, removed));
  expect(restored.id).not.toBe(gone.id);
  expect(restored).toMatchObject({ debtId, amount: 250.25, date: '2026-01-20', notes: 'Bonus', isPrincipalOnly: true });
  expect((await debt()).balance).toBe(649.75);
  expect((await getPayments(ctx, debtId)).map((payment) => payment.id)).toEqual([kept.id, restored.id]);
});

test('the payment that closed a debt comes back closing it: paid in full again, and still its closing payment', async () => {
  const { ctx, debtId, debt } = await openOneDebt(1000);
  ok(await closeDebt(ctx, debtId, { closedAs: 'paid_in_full', closedOn: '2026-02-01' }));
  const { removed } = ok(await deletePayment(ctx, (await debt()).closingPaymentId!));
  expect(removed.closed).toEqual({ closedAs: 'paid_in_full', closedOn: '2026-02-01' });
  expect(await debt()).toMatchObject({ balance: 1000, isPaid: false });

  const restored = ok(await restorePayment(ctx, removed));
  expect(await debt()).toMatchObject({ balance: 0, isPaid: true, closedAs: 'paid_in_full', closedOn: '2026-02-01', closingPaymentId: restored.id });
});

test('a settlement comes back as the settled debt’s closing payment', async () => {
  const { ctx, debtId, debt } = await openOneDebt(1000);
  ok(await closeDebt(ctx, debtId, { closedAs: 'settled', closedOn: '2026-02-01', settlementAmount: 600 }));
  const { removed } = ok(await deletePayment(ctx, (await debt()).closingPaymentId!));
  const restored = ok(await restorePayment(ctx, removed));
  expect(await debt()).toMatchObject({ balance: 400, isPaid: true, closedAs: 'settled', closingPaymentId: restored.id });
});

test('a payment whose debt was deleted meanwhile is not restored, and says why', async () => {
  const { ctx, debtId } = await openOneDebt(1000);
  const payment = ok(await recordPayment(ctx, { debtId, amount: 100, date: '2026-01-05' }));
  const { removed } = ok(await deletePayment(ctx, payment.id));
  ok(await deleteDebt(ctx, debtId));
  expect(await restorePayment(ctx, removed)).toEqual({ success: false, error: `Debt with ID ${debtId} not found` });
  expect(await ctx.db.payments.count().exec()).toBe(0);
});

test('a restored payment reaches the other device and counts once there, also against a payment it recorded apart', async () => {
  const OPENED: CollectionName[] = ['debts', 'payments'];
  const master = new MemoryMaster();
  const laptop = await openTestDatabase(OPENED);
  const phone = await openTestDatabase(OPENED);
  const onLaptop = { ...testContext(laptop, 'ada'), newId: ((n) => () => `laptop-${++n}`)(0) };
  const onPhone = { ...testContext(phone, 'ada'), newId: ((n) => () => `phone-${++n}`)(0) };
  const sync = () => exchangeChanges(master, [laptop, phone].flatMap((db, index) => OPENED.map((name) => master.replicate(db.collections[name] as never, `device-${index}`))) as never);
  const debtId = ok(await createDebt(onLaptop, visa({ balance: 1000 }))).id;
  const payment = ok(await recordPayment(onLaptop, { debtId, amount: 100, date: '2026-01-05' }));
  await sync();

  const { removed } = ok(await deletePayment(onLaptop, payment.id));
  await sync();
  expect((await shownDebt(onPhone, debtId))!.balance).toBe(1000);
  ok(await restorePayment(onLaptop, removed));
  ok(await recordPayment(onPhone, { debtId, amount: 40, date: '2026-01-06' }));
  await sync();

  for (const ctx of [onLaptop, onPhone]) {
    expect((await shownDebt(ctx, debtId))!.balance).toBe(860);
    expect((await getPayments(ctx)).map((payment) => payment.amount)).toEqual([100, 40]);
  }
});
