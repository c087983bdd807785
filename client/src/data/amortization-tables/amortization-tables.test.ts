import { afterEach, expect, test } from 'vitest';
import type { AmortizationTableDocument } from '@schemas/index';
import { insertDocument } from '../crdt-writes';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { getAmortizationTable, getAmortizationTables } from './get-amortization-tables';
import { saveAmortizationTable } from './save-amortization-table';
import type { AmortizationTableInput } from './amortization-table-input';

afterEach(closeTestDatabases);

const table = (overrides: Partial<AmortizationTableInput> = {}): AmortizationTableInput => ({
  strategyType: 'snowball',
  strategyId: 's1',
  name: 'Snowball',
  debtIds: ['d1', 'd2'],
  data: [
    { month: 1, totalInterest: 20.5, totalPayment: 500 },
    { month: 2, totalInterest: 12.25, totalPayment: 500 },
  ],
  totalMonths: 2,
  payoffDate: '2026-03',
  totalInterestPaid: 32.75,
  totalAmountPaid: 1000,
  ...overrides,
});

test('the first save creates the table, debtIds comma-joined, rows kept to the spec’s three fields', async () => {
  const ctx = testContext(await openTestDatabase(['amortizationTables']));
  const rows = [{ month: 1, totalInterest: 1, totalPayment: 2, balance: 99, date: '2026-02' }];
  const result = await saveAmortizationTable(ctx, table({ data: rows as never }));
  expect(result.success && result.data).toMatchObject({
    id: 'id-1', uid: 'user-1', debtIds: 'd1,d2', data: [{ month: 1, totalInterest: 1, totalPayment: 2 }],
    createdAt: '2026-01-15T10:00:00.000Z',
  });
});

test('saving again replaces the table of the same strategy type, keeping its id and original createdAt', async () => {
  const ctx = testContext(await openTestDatabase(['amortizationTables']));
  await saveAmortizationTable(ctx, table());
  const result = await saveAmortizationTable(ctx, table({ totalMonths: 1, name: undefined, data: [{ month: 1, totalInterest: 5, totalPayment: 900 }] }));
  expect(result.success && result.data).toMatchObject({
    id: 'id-1', totalMonths: 1, createdAt: '2026-01-15T10:00:00.000Z', updatedAt: '2026-01-15T10:00:01.000Z',
  });
  expect(result.success && result.data).not.toHaveProperty('name');
  expect(await ctx.db.amortizationTables.count().exec()).toBe(1);
});

test('different strategy types keep their own tables', async () => {
  const ctx = testContext(await openTestDatabase(['amortizationTables']));
  await saveAmortizationTable(ctx, table());
  await saveAmortizationTable(ctx, table({ strategyType: 'avalanche' }));
  expect((await getAmortizationTables(ctx)).map((t) => t.strategyType).sort()).toEqual(['avalanche', 'snowball']);
});

test('extra duplicates are deleted, keeping the most recently updated', async () => {
  const ctx = testContext(await openTestDatabase(['amortizationTables']));
  // as two offline devices would leave them after syncing
  const base = { uid: 'user-1', strategyType: 'snowball', debtIds: '', data: [], createdAt: '2026-01-01T00:00:00.000Z' } as const;
  for (const [id, updatedAt] of [['old', '2026-01-02T00:00:00.000Z'], ['newest', '2026-01-05T00:00:00.000Z'], ['mid', '2026-01-03T00:00:00.000Z']]) {
    await insertDocument(ctx.db.amortizationTables, { ...base, id, updatedAt, data: [] } as unknown as AmortizationTableDocument);
  }
  expect((await getAmortizationTable(ctx, 'snowball'))?.id).toBe('newest');
  const result = await saveAmortizationTable(ctx, table());
  expect(result.success && result.data).toMatchObject({ id: 'newest', createdAt: '2026-01-01T00:00:00.000Z', totalMonths: 2 });
  expect((await ctx.db.amortizationTables.find().exec()).map((d) => d.id)).toEqual(['newest']);
});

test('a bad table is refused with the field named and nothing is written', async () => {
  const ctx = testContext(await openTestDatabase(['amortizationTables']));
  const result = await saveAmortizationTable(ctx, table({ strategyType: 'lottery' as never, totalAmountPaid: -1 }));
  expect(result).toMatchObject({ success: false, fieldErrors: { strategyType: expect.any(String), totalAmountPaid: 'totalAmountPaid must be 0 or more' } });
  expect((await saveAmortizationTable(ctx, table({ data: [{ month: 0, totalInterest: 1, totalPayment: 1 }] }))).success).toBe(false);
  expect(await ctx.db.amortizationTables.count().exec()).toBe(0);
});
