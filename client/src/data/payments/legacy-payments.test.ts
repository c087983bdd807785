import type { RxJsonSchema } from 'rxdb';
import { firstValueFrom } from 'rxjs';
import { afterEach, expect, test } from 'vitest';
import { paymentsSchema } from '@schemas/index';
import { createDatabase } from '../create-database';
import { watchShownDebts } from '../debts/read-debts';
import type { PaydownDatabase } from '../paydown-database';
import { recordStatement } from '../statements/record-statement';
import { ok } from '../test-support/ok';
import { storeAtOldVersion } from '../test-support/old-version-database';
import { testContext } from '../test-support/test-database';
import { watchCharges, watchPayments } from './use-payments';

/** The payments schema as version 0 stored it: no kind, interest or fees. */
function paymentsSchemaVersion0(): RxJsonSchema<unknown> {
  const { kind: _k, interest: _i, fees: _f, ...properties } = paymentsSchema.properties;
  return { ...paymentsSchema, version: 0, properties } as unknown as RxJsonSchema<unknown>;
}

const AT = '2026-01-02T10:00:00.000Z';

let opened: PaydownDatabase | null = null;
afterEach(async () => {
  await opened?.remove();
  opened = null;
});

test('payments stored at version 0 migrate as they are and read as payments; charges recorded after are charges, not payments', async () => {
  const name = `legacypayments${Date.now().toString(36)}`;
  await storeAtOldVersion(name, 'payments', paymentsSchemaVersion0(), [
    { id: 'p1', uid: 'user-1', debtId: 'd1', amount: 100, date: '2026-01-05', isPrincipalOnly: false, createdAt: AT, updatedAt: AT },
  ]);

  opened = await createDatabase({ name, multiInstance: false, collections: ['debts', 'payments'] });
  const ctx = testContext(opened);
  await opened.debts.insert({
    id: 'd1', uid: 'user-1', name: 'Visa', type: 'credit_card', balance: 1000, openingBalance: 1000, interestRate: 20, minimumPayment: 25,
    paymentFrequency: 'monthly', highLimit: 0, isPromo: false, hasXFee: false, isPaid: false, createdAt: AT, updatedAt: AT,
  } as never);
  expect((await firstValueFrom(watchPayments(opened, 'user-1'))).map((p) => [p.id, p.kind])).toEqual([['p1', undefined]]);
  expect((await firstValueFrom(watchShownDebts(opened, 'user-1')))[0]!.balance).toBe(900);

  ok(await recordStatement(ctx, { debtId: 'd1', statementDate: '2026-01-10', statementBalance: 912.5 }));
  expect((await firstValueFrom(watchPayments(opened, 'user-1'))).map((p) => p.id)).toEqual(['p1']);
  expect((await firstValueFrom(watchCharges(opened, 'user-1'))).map((c) => [c.amount, c.kind])).toEqual([[12.5, 'charge']]);
  expect((await firstValueFrom(watchShownDebts(opened, 'user-1')))[0]!.balance).toBe(912.5);
});
