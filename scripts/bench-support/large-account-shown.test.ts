import { describe, expect, test } from 'vitest';
import { isCharge } from '../../schemas/index';
import { currentStrategy } from '../../client/src/data/strategies/current-strategy';
import { ACCOUNT_SIZES, EXPORTED_AT, buildAccountExport } from './large-account';
import { shownAccount } from './large-account-shown';

describe.each(['S', 'L'] as const)('the %s account as the screens take it', (size) => {
  const file = buildAccountExport(size).collections;
  const shown = shownAccount(size);

  test('each debt shows the balance and status of the file, derived from its imported payments', () => {
    expect(shown.debts.map((debt) => debt.name)).toEqual(file.debts.map((debt) => debt.name));
    for (const debt of shown.debts) {
      const exported = file.debts.find((candidate) => candidate.name === debt.name)!;
      expect(debt.id).not.toBe(exported.id);
      expect({ name: debt.name, balance: debt.balance, isPaid: debt.isPaid, closed: debt.closingPaymentId !== undefined })
        .toEqual({ name: exported.name, balance: exported.balance, isPaid: exported.isPaid, closed: exported.closingPaymentId !== undefined });
    }
  });

  test('payments and charges apart, by date, none after the export day', () => {
    expect(shown.today).toBe(EXPORTED_AT.slice(0, 10));
    expect(shown.payments.length + shown.charges.length).toBe(ACCOUNT_SIZES[size].payments);
    expect(shown.charges.length).toBe(file.payments.filter(isCharge).length);
    expect(shown.payments.some(isCharge)).toBe(false);
    expect(shown.charges.every(isCharge)).toBe(true);
    for (const list of [shown.payments, shown.charges]) {
      expect(list.map((entry) => entry.date)).toEqual(list.map((entry) => entry.date).sort());
      expect(list.every((entry) => entry.date <= shown.today)).toBe(true);
      expect(list.every((entry) => shown.debts.some((debt) => debt.id === entry.debtId))).toBe(true);
    }
  });

  test('the current strategy of the file, and one saved table per strategy type', () => {
    expect(shown.strategy).not.toBeNull();
    expect(shown.strategy?.name).toBe(currentStrategy(file.strategies)!.name);
    expect(shown.tables.map((table) => table.strategyType).sort()).toEqual([...new Set(file.amortizationTables.map((table) => table.strategyType))].sort());
  });
});
