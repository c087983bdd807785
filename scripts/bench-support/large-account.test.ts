import { describe, expect, test } from 'vitest';
import { isCharge } from '../../schemas/index';
import { planImport } from '../../client/src/data/transfer/plan-import';
import { readJsonExport } from '../../client/src/data/transfer/read-json-export';
import { emptyTransferData } from '../../client/src/data/transfer/transfer-data';
import { ACCOUNT_SIZE_NAMES, ACCOUNT_SIZES, EXPORTED_AT, accountExportText, buildAccountExport } from './large-account';

describe.each(ACCOUNT_SIZE_NAMES)('the %s account', (size) => {
  const file = buildAccountExport(size);
  const { debts, payments, strategies, amortizationTables } = file.collections;
  const counts = ACCOUNT_SIZES[size];

  test('has the counts of its size', () => {
    expect(debts).toHaveLength(counts.debts);
    expect(payments).toHaveLength(counts.payments);
    expect(strategies).toHaveLength(counts.strategies);
    expect(amortizationTables).toHaveLength(counts.savedPlans);
    expect(file.collections.users).toHaveLength(1);
    expect(file.collections.financialGoals).toHaveLength(1);
  });

  test('looks like years of use: varied debts, a few closed, payments over years, a custom order', () => {
    expect(new Set(debts.map((debt) => debt.type)).size).toBe(Math.min(7, counts.debts));
    expect(new Set(debts.map((debt) => debt.name)).size).toBe(counts.debts);
    const closed = debts.filter((debt) => debt.isPaid);
    expect(closed.length).toBeGreaterThanOrEqual(1);
    expect(closed.length).toBeLessThan(counts.debts / 4);
    for (const debt of closed) expect(payments.find((payment) => payment.id === debt.closingPaymentId)?.debtId).toBe(debt.id);
    for (const debt of debts.filter((candidate) => !candidate.isPaid)) expect(debt.balance).toBeGreaterThan(0);
    const dates = payments.map((payment) => payment.date).sort();
    const years = (Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / (365 * 86_400_000);
    expect(years).toBeGreaterThan(size === 'S' ? 0.5 : 2);
    expect(dates.at(-1)! <= EXPORTED_AT.slice(0, 10)).toBe(true);
    expect(payments.every((payment) => debts.some((debt) => debt.id === payment.debtId))).toBe(true);
    // The order is the person's, not the order the debts were added in.
    expect(debts.map((debt) => debt.priority)).not.toEqual(debts.map((_, index) => index + 1));
    expect(strategies[0]?.type === 'custom' || strategies.some((strategy) => strategy.type === 'custom' && strategy.chosenAt)).toBe(true);
    if (size !== 'S') expect(payments.some(isCharge)).toBe(true);
  });

  test('saved plans are of several strategies and each clears its debts', () => {
    expect(new Set(amortizationTables.map((table) => table.strategyType)).size).toBe(Math.min(7, counts.savedPlans));
    for (const table of amortizationTables) {
      expect(table.data.length).toBe(table.totalMonths);
      expect(table.data.length).toBeLessThan(1200);
    }
  });

  test('the app reads it as its own export, without a problem, and would import all of it', () => {
    const read = readJsonExport('export.json', accountExportText(size));
    expect(read.problems).toEqual([]);
    expect(read.data.debts).toHaveLength(counts.debts);
    expect(read.data.payments).toHaveLength(counts.payments);
    let id = 0;
    const plan = planImport(read.data, emptyTransferData(), { uid: 'importer', newId: () => `new-${++id}` });
    expect(plan.problems).toEqual([]);
    expect(plan.inserts.debts).toHaveLength(counts.debts);
    expect(plan.inserts.payments).toHaveLength(counts.payments);
    expect(plan.inserts.strategies).toHaveLength(counts.strategies);
  });
});

test('the same seed gives the same file, another seed another', () => {
  expect(accountExportText('M', 3)).toBe(accountExportText('M', 3));
  expect(accountExportText('M', 4)).not.toBe(accountExportText('M', 3));
  expect(buildAccountExport('S').collections.debts[0]!.id).not.toBe(buildAccountExport('M').collections.debts[0]!.id);
});
