import Papa from 'papaparse';
import { afterEach, expect, test } from 'vitest';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { collectUserData } from './collect-user-data';
import { importData } from './import-data';
import { importHeadline } from './import-summary';
import { readImportFiles } from './read-import-files';
import { AWKWARD_NAMES, seedAccount } from './test-support/seed-account';
import { debtsCsv, paymentsCsv } from './write-csv';
import type { TransferData } from './transfer-data';

afterEach(closeTestDatabases);

/** Debts and payments as a person sees them: no ids, owners or bookkeeping; payments by debt name. */
function debtsAndPayments(data: TransferData) {
  const nameOf = new Map(data.debts.map((debt) => [debt.id, debt.name]));
  return {
    debts: data.debts.map(({ id: _i, uid: _u, userId: _d, paymentEffects: _e, ...debt }) => debt),
    payments: data.payments.map(({ id: _i, uid: _u, userId: _d, ...payment }) => ({ ...payment, debtId: nameOf.get(payment.debtId) })),
  };
}

async function exportedCsv() {
  const source = await openTestDatabase();
  const ctx = testContext(source, 'ada');
  await seedAccount(ctx);
  const data = await collectUserData(ctx);
  await source.remove();
  return { data, debts: debtsCsv(data.debts), payments: paymentsCsv(data.payments, data.debts) };
}

test('debts.csv and payments.csv quote commas, quotes and line breaks, and guard formulas', async () => {
  const { debts, payments } = await exportedCsv();
  expect(debts.startsWith('\uFEFFid,name,type,balance,')).toBe(true);
  expect(debts).not.toContain('uid');
  expect(debts).not.toContain('paymentEffects');
  expect(debts).toContain('"Visa, ""Platinum"""');
  expect(debts).toContain('"Car loan\nsecond line"');
  expect(debts).toContain(",'=SUM(A1:A9),");
  expect(debts).toContain(",''quoted,");
  expect(debts).toContain('"{""source"":""hospital"",""codes"":[1,2]}"');
  expect(payments.split('\r\n')[0]).toBe('\uFEFFid,debtId,debtName,amount,date,isPrincipalOnly,kind,interest,fees,notes,createdAt,updatedAt');
  expect(payments).toContain(`"'-early, ""thanks"""`);
  // Any CSV reader sees one row per debt and every name whole.
  const rows = Papa.parse<Record<string, string>>(debts.slice(1), { header: true, skipEmptyLines: true }).data;
  expect(rows.map((row) => row.name)).toEqual(["Visa, \"Platinum\"", 'Car loan\nsecond line', "'=SUM(A1:A9)", "''quoted", 'Crédit 🏠']);
});

test('importing the two CSV files into a fresh account gives the same debts, payments and balances', async () => {
  const { data, debts, payments } = await exportedCsv();
  const db = await openTestDatabase();
  const ctx = { ...testContext(db, 'grace'), newId: () => crypto.randomUUID() };
  const read = readImportFiles(
    [
      { name: 'paydown-payments.csv', text: payments },
      { name: 'paydown-debts.csv', text: debts },
    ],
    '2026-03-01T09:00:00.000Z',
  );
  expect(read.problems).toEqual([]);
  const result = await importData(ctx, read.data);
  if (!result.success) throw new Error(result.error);
  expect(importHeadline(result.data, 'done')).toBe('5 debts and 4 payments imported.');

  const imported = await collectUserData(ctx);
  expect(debtsAndPayments(imported)).toEqual(debtsAndPayments(data));
  expect(imported.debts.map((debt) => debt.name)).toEqual([...AWKWARD_NAMES]);

  // The same files again: everything is recognised by its content and skipped.
  const again = await importData(ctx, readImportFiles([{ name: 'd.csv', text: debts }, { name: 'p.csv', text: payments }], '2026-03-02T09:00:00.000Z').data);
  expect(again.success && importHeadline(again.data, 'done')).toBe('Nothing new to import: 9 duplicates skipped.');
  expect(await collectUserData(ctx)).toEqual(imported);
});

test('a payments file alone links payments to the account’s debts by name and records them', async () => {
  const db = await openTestDatabase();
  const ctx = testContext(db, 'ada');
  await seedAccount(ctx);
  const before = await collectUserData(ctx);
  const text = 'debtName,amount,date,notes\r\n"Visa, ""Platinum""",100,2026-02-01,typed by hand\r\nCrédit 🏠,0.5,2026-02-02,\r\n';
  const read = readImportFiles([{ name: 'my-payments.csv', text }], '2026-03-01T09:00:00.000Z');
  expect(read.problems).toEqual([]);
  const result = await importData(ctx, read.data);
  if (!result.success) throw new Error(result.error);
  expect(importHeadline(result.data, 'done')).toBe('2 payments imported.');
  const after = await collectUserData(ctx);
  const balance = (data: TransferData, name: string) => data.debts.find((debt) => debt.name === name)!.balance;
  expect(balance(after, 'Visa, "Platinum"')).toBeCloseTo(balance(before, 'Visa, "Platinum"') - 100, 6);
  expect(after.payments).toHaveLength(before.payments.length + 2);
  expect(after.payments.find((payment) => payment.notes === 'typed by hand')).toMatchObject({ amount: 100, date: '2026-02-01', isPrincipalOnly: false });
});
