import { describe, expect, it } from 'vitest';
import { planPayoff, type DebtInput, type PlanInput } from '@/payoff/index';
import { cleared } from '@/payoff/test-debts';
import { MAX_WHAT_IF_EXTRA, WHAT_IF_EXTRAS, readExtraAmount, whatIfScenario } from './what-if-scenarios';

const debts: DebtInput[] = [
  { id: 'card', name: 'Visa', type: 'credit_card', balance: 4200, interestRate: 24.99, minimumPayment: 90, paymentFrequency: 'monthly', dueDay: 15 },
  { id: 'car', name: 'Car loan', type: 'auto_loan', balance: 11800, interestRate: 6.9, minimumPayment: 310, paymentFrequency: 'monthly', dueDay: 3 },
];
const input: PlanInput = { startMonth: '2026-03', debts, strategy: { type: 'avalanche', monthlyBudget: 600.1, extraPayment: 25, extraPaymentFrequency: 'once_per_month' } };

describe('what-if scenarios', () => {
  const current = cleared(planPayoff(input));

  it.each(WHAT_IF_EXTRAS)('paying $%d more is the engine’s plan for the raised budget, compared with the current plan', (extra) => {
    const scenario = whatIfScenario(input, current, extra);
    const expected = cleared(planPayoff({ ...input, strategy: { ...input.strategy, monthlyBudget: Math.round((600.1 + extra) * 100) / 100 } }));
    expect(scenario.monthlyBudget).toBe(Math.round((600.1 + extra) * 100) / 100);
    expect(scenario.plan.payoffDate).toBe(expected.payoffDate);
    expect(scenario.plan.totalInterestPaid).toBe(expected.totalInterestPaid);
    expect(scenario.monthsSooner).toBe(current.totalMonths - expected.totalMonths);
    expect(scenario.interestSaved).toBe(Math.round((current.totalInterestPaid - expected.totalInterestPaid) * 100) / 100);
    // Keeps the rest of the strategy: the extra payments still happen.
    expect(scenario.plan.strategyType).toBe('avalanche');
  });

  it('paying more never finishes later or costs more interest here', () => {
    const [small, medium, large] = WHAT_IF_EXTRAS.map((extra) => whatIfScenario(input, current, extra));
    expect(small!.monthsSooner).toBeGreaterThan(0);
    expect(medium!.plan.totalMonths).toBeLessThanOrEqual(small!.plan.totalMonths);
    expect(cleared(large!.plan).totalInterestPaid).toBeLessThan(cleared(medium!.plan).totalInterestPaid);
  });

  it('with budget changes on dates, raises the budget of every month, the changed ones too', () => {
    const stepped: PlanInput = { ...input, strategy: { ...input.strategy, budgetSteps: { a: { from: '2026-01-05', monthlyBudget: 700 }, b: { from: '2027-01-01', monthlyBudget: 1200 } } } };
    const scenario = whatIfScenario(stepped, cleared(planPayoff(stepped)), 100);
    const raised = { ...stepped.strategy, monthlyBudget: 700.1, budgetSteps: [{ from: '2026-01-05', monthlyBudget: 800 }, { from: '2027-01-01', monthlyBudget: 1300 }] };
    // The plan starts at the step already in force, raised.
    expect(scenario.monthlyBudget).toBe(800);
    expect(cleared(scenario.plan).totalInterestPaid).toBe(cleared(planPayoff({ ...stepped, strategy: raised })).totalInterestPaid);
    expect(scenario.plan.totalMonths).toBe(planPayoff({ ...stepped, strategy: raised }).totalMonths);
  });

  it('adds the amounts in cents', () => {
    const tiny: PlanInput = { ...input, strategy: { ...input.strategy, monthlyBudget: 0.1 } };
    expect(whatIfScenario(tiny, planPayoff(tiny), 0.2).monthlyBudget).toBe(0.3);
  });

  it('against a plan that never clears every debt, there is nothing to count sooner or saved', () => {
    // A minimum of $150 against $200 of interest a month: the balance only grows.
    const growing: DebtInput = { id: 'loan', name: 'Loan', type: 'personal_loan', balance: 10000, interestRate: 24, minimumPayment: 150, paymentFrequency: 'monthly', dueDay: 1 };
    const short: PlanInput = { startMonth: '2026-03', debts: [growing], strategy: { type: 'avalanche', monthlyBudget: 150 } };
    const never = planPayoff(short);
    expect(never.status).toBe('never');
    const scenario = whatIfScenario(short, never, 200);
    expect(scenario.plan.status).toBe('ok');
    expect(scenario.monthsSooner).toBeNull();
    expect(scenario.interestSaved).toBeNull();
  });
});

describe('the custom amount', () => {
  it.each([
    ['75', 75],
    [' $1,250.50 ', 1250.5],
    ['.5', 0.5],
  ])('"%s" is $%d', (text, amount) => {
    expect(readExtraAmount(text)).toEqual({ amount, error: null });
  });

  it('empty is nothing, not an error', () => {
    expect(readExtraAmount('  ')).toEqual({ amount: null, error: null });
  });

  it.each([
    ['abc', 'Enter an amount in dollars, e.g. 75 or 120.50.'],
    ['-20', 'Enter an amount in dollars, e.g. 75 or 120.50.'],
    ['1e3', 'Enter an amount in dollars, e.g. 75 or 120.50.'],
    ['10.555', 'Use at most two decimals (cents).'],
    ['0', 'Enter an amount above $0.'],
    [String(MAX_WHAT_IF_EXTRA + 1), 'Enter at most $1,000,000.'],
  ])('"%s" is refused: %s', (text, error) => {
    expect(readExtraAmount(text)).toEqual({ amount: null, error });
  });
});
