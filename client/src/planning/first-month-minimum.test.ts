import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { planPayoff, type DebtInput } from '@/payoff/index';
import { portfolioArbitrary, startMonthArbitrary } from '@/payoff/test-arbitraries';
import { firstMonthMinimumCents } from './first-month-minimum';

function portfolioFirstMonth(debts: DebtInput[], startMonth: string): number | null {
  try {
    return planPayoff({ startMonth, debts, strategy: { type: 'minimum_payments', monthlyBudget: 0 } }).months[0]?.totalPayment ?? 0;
  } catch {
    return null;
  }
}

describe('firstMonthMinimumCents', () => {
  test('summed over the debts, it is the first month of the portfolio’s minimums-only plan, to the cent', () => {
    fc.assert(
      fc.property(portfolioArbitrary({ variety: true, maxDebts: 8 }), startMonthArbitrary, (debts, startMonth) => {
        const portfolio = portfolioFirstMonth(debts, startMonth);
        const own = debts.map((debt) => firstMonthMinimumCents(debt, startMonth));
        if (portfolio === null) expect(own).toContain(null);
        else expect(own.reduce<number>((sum, cents) => sum + cents!, 0)).toBe(Math.round(portfolio * 100));
      }),
      { numRuns: 300 },
    );
  });

  test('is remembered per debt object and month, and recomputed for another month', () => {
    const debt: DebtInput = { id: 'd', name: 'Card', type: 'credit_card', balance: 1000, interestRate: 20, minimumPayment: 35, paymentFrequency: 'weekly', dueDate: '2026-01-01' } as DebtInput;
    expect(firstMonthMinimumCents(debt, '2026-01')).toBe(5 * 3500); // five Thursdays in January 2026
    expect(firstMonthMinimumCents(debt, '2026-02')).toBe(4 * 3500);
    expect(firstMonthMinimumCents({ ...debt, minimumPayment: 40 }, '2026-02')).toBe(4 * 4000);
  });

  test('a debt the engine refuses gives null', () => {
    expect(firstMonthMinimumCents({ id: 'x', name: 'Bad', balance: -5 } as DebtInput, '2026-01')).toBeNull();
  });
});
