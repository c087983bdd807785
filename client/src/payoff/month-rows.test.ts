import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStrategies } from './compare-strategies';
import { toCents } from './money';
import { planPayoff } from './plan-payoff';
import { STRATEGY_TYPES, type PlanInput } from './plan-input';
import { portfolioArbitrary, startMonthArbitrary, strategyArbitrary } from './test-arbitraries';
import { thirtyYearPortfolio } from './test-debts';

const anyInput = fc
  .record({
    startMonth: startMonthArbitrary,
    debts: portfolioArbitrary({ variety: true, maxDebts: 7 }),
    strategy: strategyArbitrary(true),
    type: fc.constantFrom(...STRATEGY_TYPES),
  })
  .map(({ type, strategy, ...rest }): PlanInput => ({ ...rest, strategy: { ...strategy, type } }));

describe('schedule rows (built on first read of months)', () => {
  it('are the same when read after plans on other debts were made as when read at once', () => {
    fc.assert(
      fc.property(anyInput, anyInput, (first, second) => {
        const kept = planPayoff(first);
        // Other debts are prepared and run (their rows read too) before the first plan's rows are.
        expect(planPayoff(second).months.length).toBeGreaterThanOrEqual(0);
        compareStrategies(second);
        planPayoff({ ...first, debts: [...first.debts, ...thirtyYearPortfolio().debts] });
        const months = kept.months;
        expect(months).toEqual(planPayoff(first).months);
      }),
      { numRuns: 150 },
    );
  });

  it('chain each debt from its starting balance (opening + fee + interest − payment = balance) and add up to its totals', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const plan = planPayoff(input);
        const c = toCents;
        const owing = new Map(plan.debts.map((debt) => [debt.id, c(debt.startingBalance)]));
        const paid = new Map<string, number>();
        const charged = new Map<string, number>();
        for (const row of plan.months) {
          // Listed exactly: the debts that owed money at the start of the month.
          expect(row.debts.map((debt) => debt.id)).toEqual([...owing].filter(([, balance]) => balance > 0).map(([id]) => id));
          for (const debt of row.debts) {
            expect(c(debt.balance)).toBe((owing.get(debt.id) ?? 0) + c(debt.fee) + c(debt.interest) - c(debt.payment));
            expect(c(debt.principal)).toBe(c(debt.payment) - c(debt.interest));
            owing.set(debt.id, c(debt.balance));
            paid.set(debt.id, (paid.get(debt.id) ?? 0) + c(debt.payment));
            charged.set(debt.id, (charged.get(debt.id) ?? 0) + c(debt.interest));
          }
          const sum = (key: 'payment' | 'interest' | 'balance' | 'fee') => row.debts.reduce((total, debt) => total + c(debt[key]), 0);
          expect([c(row.totalPayment), c(row.totalInterest), c(row.totalBalance), c(row.totalFees)]).toEqual([
            sum('payment'),
            sum('interest'),
            sum('balance'),
            sum('fee'),
          ]);
        }
        for (const debt of plan.debts) {
          if (debt.totalPaid === null) continue;
          expect([paid.get(debt.id), charged.get(debt.id)]).toEqual([c(debt.totalPaid), c(debt.totalInterest ?? 0)]);
          expect(plan.months.findLastIndex((row) => row.debts.some((entry) => entry.id === debt.id)) + 1).toBe(debt.payoffMonth);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('is an ordinary property: enumerable, kept after the first read, in spreads and JSON, also of a frozen plan', () => {
    const plan = planPayoff({ startMonth: '2027-01', ...thirtyYearPortfolio() });
    expect(Object.keys(plan)).toContain('months');
    const months = plan.months;
    expect(plan.months).toBe(months);
    expect({ ...plan }.months).toBe(months);
    expect((JSON.parse(JSON.stringify(plan)) as { months: unknown[] }).months).toHaveLength(months.length);
    const frozen = Object.freeze(planPayoff({ startMonth: '2027-01', ...thirtyYearPortfolio() }));
    expect(frozen.months).toEqual(months);
  });
});
