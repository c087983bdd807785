import type { RxJsonSchema } from 'rxdb';
import { afterEach, expect, test } from 'vitest';
import { debtsSchema, type DebtDocument } from '@schemas/index';
import { closureBadge, closureNote } from '@/planning/debt-closure';
import { isClosedByUser, isOwed } from '@/planning/debt-status';
import { paidSoFar, recordedBalanceOn } from '@/planning/recorded-balances';
import { createDatabase } from '../create-database';
import type { PaydownDatabase } from '../paydown-database';
import { storeAtOldVersion } from '../test-support/old-version-database';
import { testContext } from '../test-support/test-database';
import { getDebts } from './get-debts';
import { reopenDebt } from './reopen-debt';

/** The debts schema as version 1 stored it: no closing fields. */
function debtsSchemaVersion1(): RxJsonSchema<DebtDocument> {
  const { closedAs: _as, closedOn: _on, closingPaymentId: _payment, openingBalance: _opening, ...properties } = debtsSchema.properties;
  return { ...debtsSchema, version: 1, properties } as unknown as RxJsonSchema<DebtDocument>;
}

const AT = '2026-01-15T10:00:00.000Z';
const stored = (id: string, balance: number, isPaid: boolean) => ({
  id, uid: 'user-1', name: id, type: 'auto_loan', balance, interestRate: 6, minimumPayment: 300, paymentFrequency: 'monthly',
  highLimit: 0, isPromo: false, hasXFee: false, isPaid, paymentEffects: {}, createdAt: '2026-01-02T10:00:00.000Z', updatedAt: AT,
});

let opened: PaydownDatabase | null = null;
afterEach(async () => {
  await opened?.remove();
  opened = null;
});

test('a debt marked paid before version 2 (isPaid, a balance left) reads as closed, not as paid down, and can be reopened', async () => {
  const name = `legacy${Date.now().toString(36)}`;
  // "Mark as paid" as it was: the $9,500 car loan kept its balance; the other was paid off by payments.
  await storeAtOldVersion(name, 'debts', debtsSchemaVersion1() as RxJsonSchema<unknown>, [stored('Car loan', 9500, true), stored('Card', 0, true)], { 1: (doc) => doc });

  opened = await createDatabase({ name, multiInstance: false, collections: ['debts', 'payments'] });
  const ctx = testContext(opened);
  const debts = await getDebts(ctx);
  const car = debts.find((debt) => debt.id === 'Car loan')!;
  expect(car).toMatchObject({ balance: 9500, isPaid: true });
  expect(car.closedAs).toBeUndefined();

  // Closed, owing nothing, but the $9,500 is not paid down: no payment says so.
  expect(isOwed(car)).toBe(false);
  expect(isClosedByUser(car)).toBe(true);
  expect(closureBadge(car)).toBe('Closed');
  expect(closureNote(car)).toBe('Marked paid with $9,500.00 left, not counted as paid down');
  expect(paidSoFar(debts, [])).toMatchObject({ paidOff: 0, startingTotal: 0, owedTotal: 0, percent: 0, closedUnpaidTotal: 9500 });
  // Owed until it was closed (its last change, the only date it has), nothing after.
  expect(recordedBalanceOn(car, [], '2026-01-10')).toBe(9500);
  expect(recordedBalanceOn(car, [], '2026-01-15')).toBe(0);
  expect(closureBadge(debts.find((debt) => debt.id === 'Card')!)).toBe('Paid off');

  expect((await reopenDebt(ctx, 'Car loan', { removeClosingPayment: true })).success).toBe(true);
  const reopened = (await getDebts(ctx)).find((debt) => debt.id === 'Car loan')!;
  expect(reopened).toMatchObject({ balance: 9500, isPaid: false });
  expect(isOwed(reopened)).toBe(true);
});
