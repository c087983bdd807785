// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { STRATEGY_LABELS, STRATEGY_TYPES, compareStrategies, type DebtInput, type PlanInput, type StrategyType } from '@/payoff/index';
import { ComparisonTable } from './comparison-table';

afterEach(cleanup);

const debts: DebtInput[] = [
  { id: 'card', name: 'Visa', type: 'credit_card', balance: 4200, interestRate: 24.99, minimumPayment: 90, paymentFrequency: 'monthly', dueDay: 15, highLimit: 6000, isPromo: true, promoAPR: 0, promoEndDate: '2026-09-30' },
  { id: 'car', name: 'Car loan', type: 'auto_loan', balance: 11800, interestRate: 6.9, minimumPayment: 310, paymentFrequency: 'monthly', dueDay: 3 },
  { id: 'clinic', name: 'Clinic', type: 'medical', balance: 650, interestRate: 0, minimumPayment: 50, paymentFrequency: 'monthly', dueDay: 20 },
];

function renderTable(input: PlanInput, selected: StrategyType = 'avalanche', onSelect = (_type: StrategyType) => {}) {
  const comparison = compareStrategies(input);
  render(
    <ChakraProvider value={system}>
      <ComparisonTable comparison={comparison} startMonth={input.startMonth} selected={selected} recommended="snowball" onSelect={onSelect} />
    </ChakraProvider>,
  );
  return comparison;
}

function cells(type: StrategyType): string[] {
  return within(screen.getByTestId(`comparison-row-${type}`))
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

test('every row shows exactly what compareStrategies computes for the same input', () => {
  const input: PlanInput = { startMonth: '2026-03', debts, strategy: { type: 'avalanche', monthlyBudget: 900, extraPayment: 100, extraPaymentFrequency: 'once_per_month' } };
  const comparison = renderTable(input);
  expect(comparison.map((summary) => summary.type)).toEqual([...STRATEGY_TYPES]);
  for (const summary of comparison) {
    const [name, debtFree, months, interest, saved, firstCleared] = cells(summary.type);
    expect(name).toContain(STRATEGY_LABELS[summary.type]);
    expect(summary.status).toBe('ok');
    expect(debtFree).toBe(monthLabel(summary.payoffDate!, 'short'));
    expect(months).toBe(String(summary.months));
    expect(interest).toBe(formatMoney(summary.totalInterest!));
    expect(saved).toBe(formatMoney(summary.interestSavedVsMinimums!));
    expect(firstCleared).toContain(`(month ${summary.firstDebtClearedMonth})`);
  }
  // The cheapest strategy is marked, once.
  const cheapest = [...comparison].sort((a, b) => a.totalInterest! - b.totalInterest!)[0]!;
  expect(cells(cheapest.type)[0]).toContain('Least interest');
  expect(screen.getAllByText('Least interest')).toHaveLength(1);
  // The baseline saves nothing against itself; a real strategy saves something.
  expect(cells('minimum_payments')[4]).toBe('$0.00');
  expect(comparison.find((s) => s.type === 'avalanche')!.interestSavedVsMinimums).toBeGreaterThan(0);
});

test('the chosen and recommended strategies are marked, and "Use" picks another', () => {
  const picked: StrategyType[] = [];
  renderTable({ startMonth: '2026-03', debts, strategy: { type: 'avalanche', monthlyBudget: 900 } }, 'avalanche', (type) => picked.push(type));
  expect(cells('avalanche')[0]).toContain('Your choice');
  expect(cells('snowball')[0]).toContain('Recommended');
  expect(within(screen.getByTestId('comparison-row-avalanche')).queryByRole('button')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Use Snowball' }));
  expect(picked).toEqual(['snowball']);
});

test('a budget that cannot outrun the interest shows "Never" and no totals', () => {
  const input: PlanInput = {
    startMonth: '2026-03',
    debts: [{ id: 'big', name: 'Big card', type: 'credit_card', balance: 20000, interestRate: 29.99, minimumPayment: 100, paymentFrequency: 'monthly' }],
    strategy: { type: 'avalanche', monthlyBudget: 300 },
  };
  const comparison = renderTable(input);
  expect(comparison.every((summary) => summary.status === 'never')).toBe(true);
  const [, debtFree, months, interest, saved] = cells('avalanche');
  expect([debtFree, months, interest, saved]).toEqual(['Never', '—', '—', '—']);
});
