import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStrategies } from './compare-strategies';
import { planPayoff } from './plan-payoff';
import { STRATEGY_TYPES } from './plan-input';
import { portfolioArbitrary, startMonthArbitrary, strategyArbitrary } from './test-arbitraries';
import { testDebt, testStrategy } from './test-debts';

const debts = [
  testDebt({ id: 'A', balance: 500, interestRate: 10, minimumPayment: 25, highLimit: 1000 }),
  testDebt({ id: 'B', balance: 1500, interestRate: 22, minimumPayment: 40, highLimit: 1600 }),
  testDebt({ id: 'C', balance: 3000, interestRate: 5, minimumPayment: 60, type: 'auto_loan' }),
];

describe('compareStrategies', () => {
  it('summarises all seven strategies in a fixed order, whatever strategy.type says', () => {
    const summaries = compareStrategies({ startMonth: '2027-01', debts, strategy: testStrategy({ type: 'custom', monthlyBudget: 400 }) });
    expect(summaries.map((s) => s.type)).toEqual([...STRATEGY_TYPES]);
    const avalanche = summaries[1];
    const baseline = summaries[6];
    expect(avalanche).toMatchObject({ type: 'avalanche', status: 'ok' });
    expect(avalanche?.interestSavedVsMinimums).toBe(Math.round(((baseline?.totalInterest ?? Number.NaN) - (avalanche?.totalInterest ?? 0)) * 100) / 100);
    expect(avalanche?.monthsSavedVsMinimums).toBe((baseline?.months ?? 0) - (avalanche?.months ?? 0));
    expect(baseline).toMatchObject({ interestSavedVsMinimums: 0, monthsSavedVsMinimums: 0 });
  });

  it("matches planPayoff's totals for every strategy (same loop, without schedule rows)", () => {
    fc.assert(
      fc.property(startMonthArbitrary, portfolioArbitrary({ variety: true, maxDebts: 6 }), strategyArbitrary(true), (startMonth, randomDebts, strategy) => {
        const summaries = compareStrategies({ startMonth, debts: randomDebts, strategy: { ...strategy, type: 'snowball' } });
        for (const summary of summaries) {
          const plan = planPayoff({ startMonth, debts: randomDebts, strategy: { ...strategy, type: summary.type } });
          const ok = plan.status === 'ok';
          expect(summary).toMatchObject({
            status: plan.status,
            months: plan.totalMonths,
            payoffDate: plan.payoffDate,
            totalInterest: ok ? plan.totalInterestPaid : null,
            totalPaid: ok ? plan.totalAmountPaid : null,
            totalFees: plan.totalFees,
            firstDebtClearedMonth: plan.firstDebtClearedMonth,
          });
        }
      }),
      { numRuns: 100 },
    );
  });

  it('reuses prepared debts between calls only while their content is unchanged', () => {
    const mutable = debts.map((debt) => ({ ...debt }));
    const input = { startMonth: '2027-01', debts: mutable, strategy: testStrategy({ monthlyBudget: 400 }) };
    const before = compareStrategies(input);
    const other = compareStrategies({ ...input, debts: [testDebt({ id: 'Z', balance: 50 })] }); // another preparation in between
    expect(compareStrategies(input)).toEqual(before);
    (mutable[0] as { balance: number }).balance = 5000; // edited in place: must not be served stale
    const after = compareStrategies(input);
    expect(after[1]?.totalInterest).not.toBe(before[1]?.totalInterest);
    expect(after).toEqual(compareStrategies({ ...input, debts: mutable.map((debt) => ({ ...debt })) }));
    expect(other[0]?.months).toBe(1);
  });

  it('gives no savings figure when a plan never ends', () => {
    const stuck = [testDebt({ id: 's', balance: 1000, interestRate: 60, minimumPayment: 10 })];
    const summaries = compareStrategies({ startMonth: '2027-01', debts: stuck, strategy: testStrategy({ monthlyBudget: 100 }) });
    expect(summaries.find((s) => s.type === 'minimum_payments')).toMatchObject({ status: 'never', months: 1200, payoffDate: null, totalInterest: null, totalPaid: null, interestSavedVsMinimums: null });
    expect(summaries.find((s) => s.type === 'avalanche')).toMatchObject({ status: 'ok', interestSavedVsMinimums: null, monthsSavedVsMinimums: null });
  });
});
