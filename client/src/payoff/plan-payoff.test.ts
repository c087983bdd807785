import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareStrategies } from './compare-strategies';
import { HOW_PAYDOWN_CALCULATES } from './how-paydown-calculates';
import { PayoffInputError } from './payoff-input-error';
import { planPayoff } from './plan-payoff';
import type { DebtInput, PlanInput, StrategyInput } from './plan-input';
import { cleared, testDebt, testStrategy } from './test-debts';

const plan = (debts: DebtInput[], strategy: Partial<StrategyInput> = {}) => planPayoff({ startMonth: '2027-01', debts, strategy: testStrategy(strategy) });

describe('planPayoff', () => {
  it('warns when the budget is below the minimums, pays them anyway and carries on', () => {
    const debts = [testDebt({ id: 'a', balance: 2000, interestRate: 0, minimumPayment: 100 }), testDebt({ id: 'b', balance: 3000, interestRate: 0, minimumPayment: 150 })];
    const result = plan(debts, { monthlyBudget: 200 });
    expect(result.status).toBe('ok');
    expect(result.months[0]?.totalPayment).toBe(250);
    expect(result.warnings).toEqual([
      {
        code: 'budget_below_minimums',
        month: 1,
        shortfall: 50,
        largestShortfall: 50,
        monthsShort: 20,
        message: 'Your budget is $50.00 short of the minimum payments in January 2027 and in 19 later months; the plan assumes the minimums are paid anyway.',
      },
    ]);
    // One later month is "month", never "month(s)".
    const twoMonthsShort = plan([testDebt({ id: 'a', balance: 200, interestRate: 0, minimumPayment: 100 }), debts[1]!], { monthlyBudget: 200 });
    expect(twoMonthsShort.warnings[0]?.message).toBe(
      'Your budget is $50.00 short of the minimum payments in January 2027 and in 1 later month; the plan assumes the minimums are paid anyway.',
    );
  });

  it('reports the largest shortfall when some months hold more payments', () => {
    const biweekly = testDebt({ id: 'a', balance: 9000, interestRate: 0, minimumPayment: 100, paymentFrequency: 'biweekly', dueDate: '2027-01-01' });
    const warning = plan([biweekly], { monthlyBudget: 200 }).warnings[0];
    expect(warning).toMatchObject({ code: 'budget_below_minimums', month: 1, shortfall: 100, largestShortfall: 100 });
    expect(warning && 'monthsShort' in warning ? warning.monthsShort : 0).toBeGreaterThan(0);
  });

  it('rolls a paid-off debt’s leftover to the next debt in the same month', () => {
    const debts = [testDebt({ id: 'small', balance: 100, interestRate: 0, minimumPayment: 10 }), testDebt({ id: 'big', balance: 1000, interestRate: 0, minimumPayment: 10 })];
    const first = plan(debts, { type: 'snowball', monthlyBudget: 300 }).months[0];
    expect(first?.debts).toEqual([
      expect.objectContaining({ id: 'small', payment: 100, balance: 0 }),
      expect.objectContaining({ id: 'big', payment: 200, balance: 800 }),
    ]);
  });

  it('charges a transfer fee once, at the start of month 1, and shows it as fees', () => {
    const debt = testDebt({ id: 'bt', balance: 5000, interestRate: 12, minimumPayment: 200, hasXFee: true, xFeeRate: 3 });
    const result = cleared(plan([debt], { monthlyBudget: 500 }));
    expect(result.totalFees).toBe(150);
    expect(result.months[0]).toMatchObject({ totalFees: 150, totalInterest: 51.5 }); // (5000 + 150) × 1 %
    expect(result.months[0]?.debts[0]).toMatchObject({ fee: 150, payment: 500, balance: 4701.5 });
    expect(result.months[1]?.totalFees).toBe(0);
    expect(result.totalAmountPaid).toBe(Math.round((5000 + 150 + result.totalInterestPaid) * 100) / 100);
    expect(result.debts[0]).toMatchObject({ startingBalance: 5000, fee: 150 });
  });

  it('works out percentage minimums with the fixed amount as the floor', () => {
    const first = (overrides: Partial<DebtInput>) =>
      plan([testDebt({ id: 'c', balance: 5000, interestRate: 24, minimumPayment: 25, ...overrides })], { type: 'minimum_payments' }).months[0]?.totalPayment;
    expect(first({ minPayCalc: 'percent_principal', minPayPercentage: 2, interestRate: 18 })).toBe(100);
    expect(first({ minPayCalc: 'percent_principal', minPayPercentage: 2 })).toBe(100.01); // 2 % is the $100 interest: a cent more
    expect(first({ minPayCalc: 'percent_principal', minPayPercentage: 2, balance: 1000 })).toBe(25); // 20 < floor
    expect(first({ minPayCalc: 'percent_principal_interest', minPayPercentage: 1 })).toBe(150); // 50 + 100 interest
    expect(first({ minPayCalc: 'fixed_amount', minPayPercentage: 50 })).toBe(25);
    // Biweekly: the percentage is a monthly statement amount; the floor is per payment (3 in January 2027).
    expect(first({ minPayCalc: 'percent_principal', minPayPercentage: 2, minimumPayment: 40, paymentFrequency: 'biweekly', dueDate: '2027-01-01' })).toBe(120);
  });

  it("reports 'never' with the debt named, without a payoff date", () => {
    const stuck = testDebt({ id: 's', name: 'Payday loan', balance: 1000, interestRate: 120, minimumPayment: 50, type: 'personal_loan' });
    const fine = testDebt({ id: 'f', balance: 300, interestRate: 0, minimumPayment: 50 });
    const result = plan([stuck, fine], { type: 'minimum_payments' });
    expect(result).toMatchObject({ status: 'never', payoffDate: null, totalMonths: 1200, neverPaidOff: [{ id: 's', name: 'Payday loan' }] });
    expect(result.debts.find((d) => d.id === 'f')).toMatchObject({ payoffMonth: 6, payoffDate: '2027-06' });
    expect(result.debts.find((d) => d.id === 's')).toMatchObject({ payoffMonth: null, payoffDate: null });
    expect(result.warnings).toContainEqual({
      code: 'never_paid_off',
      debtId: 's',
      growing: true,
      message: 'Payday loan is never paid off: its payments under this plan do not get ahead of its interest.',
    });
  });

  it('a plan that never ends reports no totals, as compareStrategies does, not what accrued until the engine stopped', () => {
    // $10,000 at 24 % with a $20 minimum: the balance grows past $10 billion, where the engine stops.
    const growing = testDebt({ id: 'g', name: 'Loan', balance: 10_000, interestRate: 24, minimumPayment: 20 });
    const fine = testDebt({ id: 'f', balance: 300, interestRate: 0, minimumPayment: 50 });
    const input = { startMonth: '2027-01', debts: [growing, fine], strategy: testStrategy({ type: 'minimum_payments', monthlyBudget: 70 }) };
    const result = planPayoff(input);
    expect(result).toMatchObject({ status: 'never', payoffDate: null, totalInterestPaid: null, totalAmountPaid: null, remainingBalance: null });
    expect(compareStrategies(input).find((s) => s.type === 'minimum_payments')).toMatchObject({ status: 'never', payoffDate: null, totalInterest: null, totalPaid: null });
    // The debt paid off keeps its totals; the one never paid off has none.
    expect(result.debts).toEqual([
      expect.objectContaining({ id: 'g', payoffMonth: null, totalInterest: null, totalPaid: null }),
      expect.objectContaining({ id: 'f', payoffMonth: 6, totalInterest: 0, totalPaid: 300 }),
    ]);
    // The rows still show where the money goes meanwhile.
    expect(result.months[0]).toMatchObject({ totalPayment: 70, totalInterest: 200 });
  });

  it('notes when the true-up of a final minimum takes the month above the budget', () => {
    // $1,000 at 0 % paid $99.99 a month: the 10th payment would leave $0.10, under 1 % of the
    // minimum, so it is trued up to $100.09, 10 cents more than a $99.99 budget.
    const loan = testDebt({ id: 'l', name: 'Loan', balance: 1000, interestRate: 0, minimumPayment: 99.99 });
    const result = cleared(plan([loan], { type: 'avalanche', monthlyBudget: 99.99 }));
    expect(result.months.at(-1)).toMatchObject({ month: 10, totalPayment: 100.09, totalBalance: 0 });
    expect(result.warnings).toEqual([
      {
        code: 'final_payment_over_budget',
        month: 10,
        date: '2027-10',
        amount: 0.1,
        largestAmount: 0.1,
        months: 1,
        message:
          'In October 2027 the plan pays $0.10 more than your budget: a debt’s last payment is rounded up to clear it instead of leaving a few cents for the month after.',
      },
    ]);
    // A budget that covers the true-up has nothing to note.
    expect(plan([loan], { type: 'avalanche', monthlyBudget: 100.09 }).warnings).toEqual([]);
  });

  it('skips paid debts and plans nothing when nothing is owed', () => {
    const result = plan([testDebt({ id: 'p', isPaid: true }), testDebt({ id: 'z', balance: 0 })]);
    expect(result).toMatchObject({ status: 'ok', totalMonths: 0, payoffDate: null, months: [], debts: [], totalAmountPaid: 0, firstDebtClearedMonth: null });
  });

  it('accepts stored documents with extra fields and nulls', () => {
    const stored = { ...testDebt({ id: 'd1' }), userId: 'u1', iconName: 'card', notes: null, dueDay: null, dueDate: null, highLimit: null, promoAPR: null, minPayCalc: null, createdAt: 1 };
    const strategy = { ...testStrategy(), name: 'Mine', extraPayment: null, extraPaymentFrequency: null, extraPaymentSelectedDays: null, debtPriorities: '' };
    expect(planPayoff({ startMonth: '2027-01', debts: [stored], strategy }).status).toBe('ok');
  });

  it('rejects invalid input with an error naming the debt and field', () => {
    const attempt = (debt: Partial<DebtInput>, strategy: Partial<StrategyInput> = {}, startMonth = '2027-01') => {
      try {
        planPayoff({ startMonth, debts: [testDebt({ id: 'v', name: 'Visa', ...debt })], strategy: testStrategy(strategy) } as PlanInput);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(PayoffInputError);
        const { message, field, debtId } = error as PayoffInputError;
        return { message, field, debtId };
      }
    };
    expect(attempt({ interestRate: Number.NaN })).toEqual({ field: 'interestRate', debtId: 'v', message: 'Debt "Visa" (id v): interestRate must be a number, got NaN' });
    expect(attempt({ balance: -5 })).toMatchObject({ field: 'balance', debtId: 'v' });
    expect(attempt({ minimumPayment: Infinity })).toMatchObject({ field: 'minimumPayment' });
    expect(attempt({ paymentFrequency: 'yearly' as never })).toMatchObject({ field: 'paymentFrequency' });
    expect(attempt({ dueDate: '2027-02-30' })).toMatchObject({ field: 'dueDate' });
    expect(attempt({ dueDay: 0 })).toMatchObject({ field: 'dueDay' });
    expect(attempt({ minPayCalc: 'percent_principal' })).toMatchObject({ field: 'minPayPercentage' });
    expect(attempt({ hasXFee: true })).toMatchObject({ field: 'xFeeRate' });
    expect(attempt({ paymentFrequency: 'custom_days', customMetadata: { paymentInterval: 0 } })).toMatchObject({ field: 'customMetadata.paymentInterval' });
    expect(attempt({}, { monthlyBudget: Number.NaN })).toMatchObject({ field: 'strategy.monthlyBudget', debtId: null });
    expect(attempt({}, { type: 'fastest' as never })).toMatchObject({ field: 'strategy.type' });
    expect(attempt({}, { extraPaymentFrequency: 'selected_days', extraPaymentSelectedDays: [32] })).toMatchObject({ field: 'strategy.extraPaymentSelectedDays' });
    expect(attempt({}, {}, '2027-1')).toMatchObject({ field: 'startMonth' });
    expect(() => plan([testDebt({ id: 'x' }), testDebt({ id: 'x' })])).toThrow('Two debts share the id x');
  });

  it('returns money in dollars rounded to cents', () => {
    const result = cleared(plan([testDebt({ id: 'a', balance: 1234.56, interestRate: 19.99, minimumPayment: 35 })], { monthlyBudget: 111.11 }));
    const amounts = [result.totalInterestPaid, ...result.months.flatMap((row) => [row.totalInterest, row.totalPayment, ...row.debts.map((d) => d.balance)])];
    for (const amount of amounts) expect(Math.round(amount * 100) / 100).toBe(amount);
  });
});

describe('engine purity and the "How Paydown calculates" text', () => {
  it('never reads the clock nor imports React, RxDB or browser APIs', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.bench.ts'));
    for (const file of sources) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      expect(text, file).not.toMatch(/Date\.now\(|new Date\(\s*\)|performance\.now|from '(react|rxdb|dexie)|window\.|document\.|localStorage/);
      expect(text, file).not.toMatch(/from 'node:/);
    }
  });

  it('states the conventions in plain language', () => {
    const text = HOW_PAYDOWN_CALCULATES.join('\n');
    for (const phrase of ['rounded to the nearest cent', 'half a cent rounds up', '1% of itself', 'same month', 'per payment', 'biweekly', 'end date', 'fee', '90%, 50%, 30%, then 10%', 'under 30%', '100 years', 'every so many days', 'the 31st in April', 'interest plus one cent', 'more than your budget', 'already passed', 'doesn’t cover its interest', 'largest month of minimums', 'no total', 'one-time payment', 'the 31st of January counts in January', 'budget change', 'the debt you chose']) {
      expect(text).toContain(phrase);
    }
  });
});
