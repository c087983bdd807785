import { afterEach, expect, test } from 'vitest';
import { collectionSchemas } from '@schemas/index';
import type { PaydownDatabase } from '../paydown-database';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { signInUser } from '../users/sign-in-user';
import { collectUserData } from './collect-user-data';
import { exportJsonText } from './export-envelope';
import { importData } from './import-data';
import { importHeadline } from './import-summary';
import { readImportFiles } from './read-import-files';
import { seedAccount } from './test-support/seed-account';
import type { TransferData } from './transfer-data';

afterEach(closeTestDatabases);

/** What a person sees of an account: everything but ids, owners, the account's own sign-in record and the subscription. */
function visible(data: TransferData) {
  const nameOf = new Map(data.debts.map((debt) => [debt.id, debt.name]));
  const strip = <T extends object>(doc: T) => {
    const { id: _id, uid: _uid, userId: _userId, paymentEffects: _effects, ...rest } = doc as T & { id: string; uid: string; userId?: string; paymentEffects?: unknown };
    return rest;
  };
  return {
    debts: data.debts.map(strip),
    payments: data.payments.map((payment) => ({ ...strip(payment), debtId: nameOf.get(payment.debtId) })),
    strategies: data.strategies.map((strategy) => ({
      ...strip(strategy),
      debtPriorities: strategy.debtPriorities.split(',').map((id) => nameOf.get(id)),
      snowflakes: Object.values(strategy.snowflakes ?? {}).map((s) => ({ ...s, debtId: s.debtId === undefined ? undefined : nameOf.get(s.debtId) })),
    })),
    amortizationTables: data.amortizationTables.map(({ strategyId: _s, ...table }) => ({ ...strip(table), debtIds: table.debtIds.split(',').map((id) => nameOf.get(id)) })),
    goals: data.financialGoals.map(({ creditScoreGoal, easiestWinsGoal, fastestPayoffGoal, interestSavedGoal }) => ({ creditScoreGoal, easiestWinsGoal, fastestPayoffGoal, interestSavedGoal })),
    profile: data.users.map(({ displayName, phoneNumber, photoURL }) => ({ displayName, phoneNumber, photoURL })),
  };
}

async function freshAccount(uid: string): Promise<{ db: PaydownDatabase; ctx: ReturnType<typeof testContext> }> {
  const db = await openTestDatabase();
  let ids = 0;
  // Ids unlike the exporting account's test ids (id-1, id-2…), as real UUIDs would be.
  const ctx = { ...testContext(db, uid, '2026-03-01T09:00:00.000Z'), newId: () => `${uid}-${++ids}` };
  const signedIn = await signInUser(ctx, { email: `${uid}@example.com` });
  if (!signedIn.success) throw new Error(signedIn.error);
  return { db, ctx };
}

test('a JSON export imported into a fresh account gives the same debts, payments, balances, strategy, schedule, goals and profile', async () => {
  const source = await openTestDatabase();
  const exporter = testContext(source, 'ada');
  await seedAccount(exporter);
  const exported = await collectUserData(exporter);
  const text = exportJsonText(exported, '2026-02-01T12:00:00.000Z');
  // The RxDB open core allows 13 open collections per realm: close the first account before the second.
  await source.remove();

  const file = JSON.parse(text) as Record<string, unknown>;
  expect(file).toMatchObject({ app: 'Paydown', schemaVersion: 14, exportedAt: '2026-02-01T12:00:00.000Z', collectionVersions: { debts: collectionSchemas.debts.version, payments: collectionSchemas.payments.version } });
  expect(Object.keys(file.collections as object)).toEqual(['users', 'subscriptions', 'debts', 'payments', 'strategies', 'amortizationTables', 'financialGoals']);

  const { ctx } = await freshAccount('grace');
  const read = readImportFiles([{ name: 'paydown-export.json', text }], '2026-03-01T09:00:00.000Z');
  expect(read.problems).toEqual([]);
  const result = await importData(ctx, read.data);
  if (!result.success) throw new Error(result.error);
  expect(importHeadline(result.data, 'done')).toBe(
    '5 debts, 4 payments, 1 strategy, 1 saved schedule, your goals, your profile details and your reminder settings imported.',
  );
  expect(result.data.notes).toEqual(['Your subscription was not imported: a plan belongs to the account it was chosen in, not to a file.']);

  const imported = await collectUserData(ctx);
  expect(visible(imported)).toEqual(visible(exported));
  // The plan's one-time payments (one for the car loan), its budget step and its being the current plan came along.
  expect(visible(imported).strategies[0]).toMatchObject({
    chosenAt: exported.strategies[0]!.chosenAt,
    budgetSteps: { [Object.keys(exported.strategies[0]!.budgetSteps!)[0]!]: { from: '2027-06-01', monthlyBudget: 1500 } },
    snowflakes: [{ date: '2027-04-15', amount: 2000, label: 'Tax refund, "federal"' }, { date: '2026-12-31', amount: 500, debtId: 'Car loan\nsecond line' }],
  });
  // New ids everywhere, owned by the importing account, references rewritten to them.
  const oldIds = new Set([...exported.debts, ...exported.payments, ...exported.strategies].map((doc) => doc.id));
  for (const doc of [...imported.debts, ...imported.payments, ...imported.strategies, ...imported.amortizationTables]) {
    expect(oldIds.has(doc.id)).toBe(false);
    expect(doc.uid).toBe('grace');
  }
  expect(imported.amortizationTables[0]!.strategyId).toBe(imported.strategies[0]!.id);
  // Each debt shows the balance it was exported with, its imported payments taken from it once.
  expect(visible(await collectUserData(ctx)).debts).toEqual(visible(exported).debts);
  expect(imported.users[0]).toMatchObject({ id: 'grace', email: 'grace@example.com', reminders: { enabled: true, daysBefore: 5 } });
});

test('importing the same export again skips everything as duplicates and writes nothing', async () => {
  const db = await openTestDatabase();
  const ctx = testContext(db, 'ada');
  await seedAccount(ctx);
  const before = await collectUserData(ctx);
  const text = exportJsonText(before, '2026-02-01T12:00:00.000Z');

  const read = readImportFiles([{ name: 'again.json', text }], '2026-03-01T09:00:00.000Z');
  const result = await importData(ctx, read.data);
  if (!result.success) throw new Error(result.error);
  expect(importHeadline(result.data, 'done')).toBe('Nothing new to import: 11 duplicates skipped.');
  expect(result.data.skipped.every((skip) => skip.reason === 'same-id')).toBe(true);
  expect(await collectUserData(ctx)).toEqual(before);
});
