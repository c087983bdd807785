import { afterEach, expect, test } from 'vitest';
import { createDebt } from '../debts/create-debt';
import { recordPayment } from '../payments/record-payment';
import { ok } from '../test-support/ok';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import { collectUserData } from '../transfer/collect-user-data';
import { exportJsonText } from '../transfer/export-envelope';
import { importData } from '../transfer/import-data';
import { readImportFiles } from '../transfer/read-import-files';
import type { TransferData } from '../transfer/transfer-data';
import { debtsCsv, paymentsCsv } from '../transfer/write-csv';
import { recordStatement } from './record-statement';

afterEach(closeTestDatabases);

/** An account with one card of 1000, a payment of 100 and a statement of 923.41: 23.41 charged (20 interest, 3.41 fees). */
async function exportedAccount() {
  const source = await openTestDatabase();
  const ctx = testContext(source, 'ada');
  const debt = ok(await createDebt(ctx, visa({ balance: 1000 })));
  ok(await recordPayment(ctx, { debtId: debt.id, amount: 100, date: '2026-01-05' }));
  ok(await recordStatement(ctx, { debtId: debt.id, statementDate: '2026-01-10', statementBalance: 923.41, fees: 3.41 }));
  const data = await collectUserData(ctx);
  await source.remove();
  return data;
}

/** The entries as a person reads them: kind, amount, split and date. */
const entries = (data: TransferData) =>
  data.payments.map(({ kind, amount, interest, fees, date }) => ({ kind: kind ?? 'payment', amount, interest, fees, date })).sort((a, b) => a.date.localeCompare(b.date));

async function freshAccount(uid: string) {
  const ctx = { ...testContext(await openTestDatabase(), uid, '2026-03-01T09:00:00.000Z'), newId: () => crypto.randomUUID() };
  return ctx;
}

test('a JSON export and a CSV export each bring a charge back as a charge, with its split, and the balance as exported', async () => {
  const exported = await exportedAccount();
  expect(exported.debts[0]!.balance).toBe(923.41);
  const expected = [
    { kind: 'payment', amount: 100, interest: undefined, fees: undefined, date: '2026-01-05' },
    { kind: 'charge', amount: 23.41, interest: 20, fees: 3.41, date: '2026-01-10' },
  ];
  expect(entries(exported)).toEqual(expected);

  const json = await freshAccount('grace');
  ok(await importData(json, readImportFiles([{ name: 'export.json', text: exportJsonText(exported, '2026-02-01T12:00:00.000Z') }], '2026-03-01T09:00:00.000Z').data));
  const fromJson = await collectUserData(json);
  expect(entries(fromJson)).toEqual(expected);
  expect(fromJson.debts[0]!.balance).toBe(923.41);
  await json.db.remove();

  const csv = await freshAccount('hopper');
  const files = [
    { name: 'paydown-debts.csv', text: debtsCsv(exported.debts) },
    { name: 'paydown-payments.csv', text: paymentsCsv(exported.payments, exported.debts) },
  ];
  const read = readImportFiles(files, '2026-03-01T09:00:00.000Z');
  expect(read.problems).toEqual([]);
  ok(await importData(csv, read.data));
  const fromCsv = await collectUserData(csv);
  expect(entries(fromCsv)).toEqual(expected);
  expect(fromCsv.debts[0]!.balance).toBe(923.41);
});

test('a charge in a payments file for a debt already in the account is recorded as a charge: the balance goes up by it', async () => {
  const ctx = testContext(await openTestDatabase(), 'ada');
  const debt = ok(await createDebt(ctx, visa({ name: 'Visa', balance: 500 })));
  const text = 'debtName,kind,amount,interest,fees,date\r\nVisa,charge,12.5,10,2.5,2026-01-10\r\nVisa,,50,,,2026-01-12\r\n';
  const result = ok(await importData(ctx, readImportFiles([{ name: 'my-payments.csv', text }], '2026-03-01T09:00:00.000Z').data));
  expect(result.notes).toContain('1 interest and fees charge is for debts already in your account: recording it raises that debt’s balance.');
  const after = await collectUserData(ctx);
  // 500 + 12.50 − 50 = 462.50
  expect(after.debts.find((entry) => entry.id === debt.id)!.balance).toBe(462.5);
  expect(entries(after)).toEqual([
    { kind: 'charge', amount: 12.5, interest: 10, fees: 2.5, date: '2026-01-10' },
    { kind: 'payment', amount: 50, interest: undefined, fees: undefined, date: '2026-01-12' },
  ]);
});
