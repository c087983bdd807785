import { describe, expect, it } from 'vitest';
import { planPayoff } from './plan-payoff';
import { PayoffInputError } from './payoff-input-error';
import type { StrategyInput } from './plan-input';
import { testDebt, testStrategy } from './test-debts';

const debts = [testDebt({ id: 'a', balance: 3000, interestRate: 18, minimumPayment: 60 }), testDebt({ id: 'b', balance: 900, interestRate: 7, minimumPayment: 30 })];
const plan = (strategy: Partial<StrategyInput>, startMonth = '2027-01') => planPayoff({ startMonth, debts, strategy: testStrategy(strategy) });

/** The PayoffInputError `run` throws (its field and message), or null. */
function inputError(run: () => unknown): { field: string; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof PayoffInputError) return { field: error.field, message: error.message };
    throw error;
  }
}

describe('snowflakes and budget steps as input', () => {
  it('refuses dates that are not real calendar dates, naming the entry and field', () => {
    expect(inputError(() => plan({ snowflakes: [{ date: '2027-02-29', amount: 100 }] }))).toEqual({
      field: 'strategy.snowflakes[0].date',
      message: "Strategy snowflakes[0]: date must be a real calendar date 'YYYY-MM-DD', got 2027-02-29",
    });
    expect(inputError(() => plan({ budgetSteps: { raise: { from: '2027-04-31', monthlyBudget: 800 } } }))).toEqual({
      field: 'strategy.budgetSteps.raise.from',
      message: "Strategy budgetSteps.raise: from must be a real calendar date 'YYYY-MM-DD', got 2027-04-31",
    });
    for (const date of ['2027-06-31', '2027-09-31', '2027-11-31', '2027-13-01', '2027-00-10', '2027-1-5', '2027-01-011', 'April 2027', '', null, 20270101]) {
      expect(inputError(() => plan({ snowflakes: { s: { date, amount: 1 } as never } }))?.field, String(date)).toBe('strategy.snowflakes.s.date');
    }
    // Real dates on the 29th–31st are fine, Feb 29 only in a leap year.
    for (const date of ['2028-02-29', '2027-01-31', '2027-03-31', '2027-04-30', '2027-12-31']) {
      expect(inputError(() => plan({ snowflakes: [{ date, amount: 1 }], budgetSteps: [{ from: date, monthlyBudget: 500 }] })), date).toBeNull();
    }
  });

  it('counts a snowflake dated on the last day of a month in that month', () => {
    const jan31 = plan({ snowflakes: [{ date: '2027-01-31', amount: 250 }] });
    expect([jan31.months[0]?.totalPayment, jan31.months[1]?.totalPayment]).toEqual([750, 500]);
    const leap = plan({ snowflakes: [{ date: '2028-02-29', amount: 250 }] }, '2028-01');
    expect([leap.months[0]?.totalPayment, leap.months[1]?.totalPayment, leap.months[2]?.totalPayment]).toEqual([500, 750, 500]);
  });

  it('refuses amounts that are not a positive number of dollars up to $1 billion, and negative budgets', () => {
    for (const amount of [0, -5, 0.004, Number.NaN, Number.POSITIVE_INFINITY, 1_000_000_000.01, '100']) {
      expect(inputError(() => plan({ snowflakes: [{ date: '2027-03-01', amount } as never] }))?.field, String(amount)).toBe('strategy.snowflakes[0].amount');
    }
    expect(inputError(() => plan({ snowflakes: [{ date: '2027-03-01', amount: 1_000_000_000 }] }))).toBeNull();
    for (const monthlyBudget of [-1, Number.NaN, 2e9, null]) {
      expect(inputError(() => plan({ budgetSteps: [{ from: '2027-03-01', monthlyBudget } as never] }))?.field, String(monthlyBudget)).toBe('strategy.budgetSteps[0].monthlyBudget');
    }
    expect(inputError(() => plan({ budgetSteps: [{ from: '2027-03-01', monthlyBudget: 0 }] }))).toBeNull();
    expect(inputError(() => plan({ snowflakes: [{ date: '2027-03-01', amount: 5, debtId: 7 } as never] }))?.field).toBe('strategy.snowflakes[0].debtId');
  });

  it('refuses lists that are not lists or maps of entries, and more entries than a plan takes', () => {
    expect(inputError(() => plan({ snowflakes: 'tax refund' as never }))).toEqual({ field: 'strategy.snowflakes', message: 'Strategy: snowflakes must be a list or an object keyed by id' });
    expect(inputError(() => plan({ budgetSteps: [null] as never }))?.field).toBe('strategy.budgetSteps[0]');
    const many = Array.from({ length: 501 }, () => ({ date: '2027-03-01', amount: 1 }));
    expect(inputError(() => plan({ snowflakes: many }))).toEqual({ field: 'strategy.snowflakes', message: 'Strategy: snowflakes holds 501 one-time payments; a plan takes at most 500' });
    expect(inputError(() => plan({ snowflakes: many.slice(1) }))).toBeNull();
    const steps = Object.fromEntries(Array.from({ length: 121 }, (_, k) => [`s${k}`, { from: '2027-03-01', monthlyBudget: k }]));
    expect(inputError(() => plan({ budgetSteps: steps }))?.message).toBe('Strategy: budgetSteps holds 121 budget steps; a plan takes at most 120');
  });

  it('plans an id-keyed map exactly as the same entries in a list, in any order, ignoring labels and notes', () => {
    const snowflakes = [
      { date: '2027-04-15', amount: 2000, label: 'Tax refund' },
      { date: '2027-04-15', amount: 2000, debtId: 'b' },
      { date: '2027-12-20', amount: 750, debtId: 'a' },
      { date: '2027-12-20', amount: 750 },
    ];
    const budgetSteps = [
      { from: '2027-06-01', monthlyBudget: 800 },
      { from: '2029-01-01', monthlyBudget: 700 },
      { from: '2027-06-01', monthlyBudget: 650 },
    ];
    const asList = plan({ monthlyBudget: 600, snowflakes, budgetSteps });
    const asMap = plan({
      monthlyBudget: 600,
      snowflakes: Object.fromEntries(snowflakes.map((entry, k) => [`id-${9 - k}`, { ...entry, note: 'ignored' }]).reverse()),
      budgetSteps: Object.fromEntries(budgetSteps.map((entry, k) => [`step-${k}`, entry]).reverse()),
    });
    expect(asMap).toEqual(asList);
    expect(plan({ monthlyBudget: 600, snowflakes: [...snowflakes].reverse(), budgetSteps: [...budgetSteps].reverse() })).toEqual(asList);
    expect(asList.payoffDate).not.toBe(plan({ monthlyBudget: 600 }).payoffDate);
  });

  it('reads nothing from empty or absent lists', () => {
    const plain = plan({ monthlyBudget: 600 });
    expect(plan({ monthlyBudget: 600, snowflakes: null, budgetSteps: null })).toEqual(plain);
    expect(plan({ monthlyBudget: 600, snowflakes: {}, budgetSteps: [] })).toEqual(plain);
  });
});
