import { afterEach, expect, test, vi } from 'vitest';
import { SETTLE_WAIT } from '@/lib/test-support/settle-wait';
import type { AmortizationTable, Debt, Payment } from '@schemas/index';
import { watchShownDebts } from '../debts/read-debts';
import { ok } from '../test-support/ok';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { collectUserData } from './collect-user-data';
import { exportJsonText } from './export-envelope';
import { importData, type ImportProgress } from './import-data';
import { importHeadline } from './import-summary';
import { readImportFiles } from './read-import-files';
import { emptyTransferData, type TransferData } from './transfer-data';

afterEach(closeTestDatabases);

const AT = '2026-01-15T10:00:00.000Z';
const debt = (n: number): Debt => ({
  id: `d${n}`, uid: 'exporter', name: `Debt ${n}`, type: 'credit_card', balance: 1000 + n, interestRate: 20, minimumPayment: 25,
  paymentFrequency: 'monthly', highLimit: 0, isPromo: false, hasXFee: false, isPaid: false, createdAt: AT, updatedAt: AT,
});
const payment = (n: number, debtId: string): Payment => ({
  id: `p${n}`, uid: 'exporter', debtId, amount: 10 + n, date: `2025-${String(1 + (n % 12)).padStart(2, '0')}-05`, isPrincipalOnly: false, createdAt: AT, updatedAt: AT,
});

/** An export of 3 debts with 4 payments each and a saved schedule, read as Settings reads it. */
function exportFile() {
  const debts = [1, 2, 3].map(debt);
  const payments = Array.from({ length: 12 }, (_, n) => payment(n, `d${1 + (n % 3)}`));
  const table: AmortizationTable = { id: 't1', uid: 'exporter', strategyType: 'avalanche', debtIds: 'd1,d2,d3', data: [{ month: 1, totalInterest: 1, totalPayment: 100 }], createdAt: AT, updatedAt: AT };
  const read = readImportFiles([{ name: 'export.json', text: exportJsonText({ ...emptyTransferData(), debts, payments, amortizationTables: [table] }, AT) }], AT);
  expect(read.problems).toEqual([]);
  return read.data;
}

async function account() {
  const db = await openTestDatabase();
  return { db, ctx: { ...testContext(db, 'me'), newId: () => crypto.randomUUID() } };
}

/** What a person sees: debts with their shown balances, payments by debt name. */
function shown(data: TransferData) {
  const nameOf = new Map(data.debts.map((d) => [d.id, d.name]));
  return {
    debts: data.debts.map((d) => [d.name, d.balance]).sort(),
    payments: data.payments.map((p) => [nameOf.get(p.debtId), p.amount, p.date]).sort(),
    tables: data.amortizationTables.length,
  };
}

test('an import writes in batches, yields to the page between them and reports its progress to the last document', async () => {
  const { db, ctx } = await account();
  const sizes: number[] = [];
  for (const collection of [db.debts, db.payments]) {
    const spied = collection as unknown as { bulkInsert: (docs: unknown[]) => Promise<unknown> };
    const bulkInsert = spied.bulkInsert.bind(collection);
    vi.spyOn(spied, 'bulkInsert').mockImplementation((docs) => (sizes.push(docs.length), bulkInsert(docs)));
  }
  // The shown debts (worked out from every payment) are not worked out again after each batch.
  const shownDebts: number[] = [];
  const watching = watchShownDebts(db, 'me').subscribe((debts) => shownDebts.push(debts.length));
  await vi.waitFor(() => expect(shownDebts).toEqual([0]), SETTLE_WAIT);
  const reports: ImportProgress[] = [];
  let yields = 0;
  const result = await importData(ctx, exportFile(), {
    batchSize: 4,
    between: async () => void yields++,
    onProgress: (progress) => reports.push({ ...progress }),
  });
  if (!result.success) throw new Error(result.error);

  // 15 debts and payments in batches of at most 4 documents (a batch's payments, then its debts).
  expect(sizes.every((size) => size >= 1 && size <= 4)).toBe(true);
  expect(sizes.reduce((a, b) => a + b, 0)).toBe(15);
  expect(yields).toBe(4 + 1); // before each of the 4 batches, and before the saved schedule
  expect(reports.map((r) => [r.stage, r.done, r.total])).toEqual([
    ['debts and payments', 0, 15],
    ['debts and payments', 4, 15],
    ['debts and payments', 8, 15],
    ['debts and payments', 12, 15],
    ['debts and payments', 15, 15],
    ['strategies and saved schedules', 0, 1],
    ['strategies and saved schedules', 1, 1],
  ]);
  expect(reports.map((r) => r.written)).toEqual([0, 4, 8, 12, 15, 15, 16]);
  expect(reports.every((r) => r.toWrite === 16)).toBe(true);
  expect(importHeadline(result.data, 'done')).toBe('3 debts, 12 payments and 1 saved schedule imported.');
  await vi.waitFor(() => expect(shownDebts).toEqual([0, 3]), SETTLE_WAIT);
  watching.unsubscribe();
});

test('an import stopped half-way leaves whole debts with all their payments, and importing the file again completes it', async () => {
  const clean = await account();
  ok(await importData(clean.ctx, exportFile(), { batchSize: 4 }));
  const expected = shown(await collectUserData(clean.ctx));

  const { ctx } = await account();
  let batches = 0;
  // The tab closes after two batches (a failure stands in: nothing after it is written).
  const stopped = await importData(ctx, exportFile(), {
    batchSize: 4,
    between: async () => {
      if (++batches > 2) throw new Error('closed');
    },
  });
  expect(stopped).toMatchObject({ success: false, error: 'closed' });
  const half = shown(await collectUserData(ctx));
  // Debt 1 came with its 4 payments and its balance as in the file; nothing of the others is shown.
  expect(half.debts).toEqual([['Debt 1', 1001]]);
  expect(half.payments).toEqual(expected.payments.filter(([name]) => name === 'Debt 1'));

  const again = ok(await importData(ctx, exportFile(), { batchSize: 4 }));
  expect(importHeadline(again, 'done')).toBe('2 debts, 8 payments and 1 saved schedule imported, 5 duplicates skipped.');
  expect(shown(await collectUserData(ctx))).toEqual(expected);

  // A third time: everything is a duplicate, nothing is written.
  const third = ok(await importData(ctx, exportFile(), { batchSize: 4 }));
  expect(importHeadline(third, 'done')).toBe('Nothing new to import: 16 duplicates skipped.');
  expect(shown(await collectUserData(ctx))).toEqual(expected);
});
