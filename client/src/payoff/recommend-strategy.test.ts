import { describe, expect, it } from 'vitest';
import { type StrategySummary, compareStrategies } from './compare-strategies';
import { recommendStrategy } from './recommend-strategy';
import { testDebt, testStrategy } from './test-debts';

const debts = [
  testDebt({ id: 'A', balance: 400, interestRate: 8, minimumPayment: 25, highLimit: 2000 }),
  testDebt({ id: 'B', balance: 6000, interestRate: 27, minimumPayment: 120, highLimit: 7000 }),
  testDebt({ id: 'C', balance: 9000, interestRate: 6, minimumPayment: 200, type: 'auto_loan' }),
];
const comparison = compareStrategies({ startMonth: '2027-01', debts, strategy: testStrategy({ monthlyBudget: 700 }) });
const summary = (type: StrategySummary['type']) => comparison.find((s) => s.type === type) as StrategySummary;

describe('recommendStrategy', () => {
  it('defaults to avalanche with no goals, citing its numbers', () => {
    const { type, reason } = recommendStrategy(null, comparison);
    expect(type).toBe('avalanche');
    expect(reason).toMatch(/^With no goal set, Avalanche is the default: Avalanche costs the least interest for your budget; debt-free by \w+ \d{4} \(.+\) with \$[\d,]+\.\d\d interest\.$/);
    expect(recommendStrategy({}, comparison).type).toBe('avalanche');
  });

  it('maps fastest payoff and interest saved to avalanche, easiest wins to snowball', () => {
    expect(recommendStrategy({ fastestPayoffGoal: true }, comparison).type).toBe('avalanche');
    expect(recommendStrategy({ interestSavedGoal: true }, comparison).type).toBe('avalanche');
    const wins = recommendStrategy({ easiestWinsGoal: true }, comparison);
    expect(wins.type).toBe('snowball');
    expect(wins.reason).toContain(`your first debt is gone in month ${summary('snowball').firstDebtClearedMonth}`);
  });

  it('maps a credit score goal to the credit-score strategy that costs less interest', () => {
    const { type, reason } = recommendStrategy({ creditScoreGoal: true, fastestPayoffGoal: true }, comparison);
    const expected = (summary('score_stacker').totalInterest ?? Infinity) < (summary('credit_score').totalInterest ?? Infinity) ? 'score_stacker' : 'credit_score';
    expect(type).toBe(expected);
    expect(reason.startsWith('You want a better credit score')).toBe(true);
  });

  it('weighs quick wins against interest when both goals are set', () => {
    const pick = recommendStrategy({ easiestWinsGoal: true, interestSavedGoal: true }, comparison);
    const avalanchePaid = summary('avalanche').totalPaid ?? Number.NaN;
    const extra = (summary('snowball').totalPaid ?? Number.NaN) - avalanchePaid;
    expect(pick.type).toBe(extra <= avalanchePaid * 0.01 ? 'snowball' : 'avalanche');
    const close = comparison.map((s) => (s.type === 'snowball' ? { ...s, totalPaid: avalanchePaid + 10 } : s));
    expect(recommendStrategy({ easiestWinsGoal: true, interestSavedGoal: true }, close)).toMatchObject({ type: 'snowball' });
    expect(recommendStrategy({ easiestWinsGoal: true, interestSavedGoal: true }, close).reason).toContain('costs only $10.00 more than Avalanche');
    const far = comparison.map((s) => (s.type === 'snowball' ? { ...s, totalPaid: avalanchePaid * 1.5 } : s));
    expect(recommendStrategy({ easiestWinsGoal: true, fastestPayoffGoal: true }, far).type).toBe('avalanche');
  });

  describe('when another order beats avalanche (a promotion ends while avalanche pays the 10 % loan)', () => {
    // Avalanche ranks by today's rate, so it pays the loan while the 0 % card waits; the card's
    // promotion then ends at 29.99 %. Highest balance pays that card first and wins.
    const promo = compareStrategies({
      startMonth: '2027-01',
      debts: [
        testDebt({ id: 'A', balance: 3000, interestRate: 29.99, minimumPayment: 50, isPromo: true, promoAPR: 0, promoEndDate: '2027-12-01', highLimit: 5000 }),
        testDebt({ id: 'B', balance: 5000, interestRate: 10, minimumPayment: 50, type: 'personal_loan' }),
      ],
      strategy: testStrategy({ monthlyBudget: 500 }),
    });
    const of = (type: StrategySummary['type']) => promo.find((s) => s.type === type) as StrategySummary;
    const cheapest = promo.filter((s) => s.type !== 'minimum_payments').reduce((a, b) => ((b.totalInterest ?? Infinity) < (a.totalInterest ?? Infinity) ? b : a));

    it('the fixture really has a cheaper plan than avalanche', () => {
      expect(cheapest.type).not.toBe('avalanche');
      expect(cheapest.totalInterest).toBeLessThan(of('avalanche').totalInterest ?? 0);
    });

    it('recommends the cheapest plan, saying by how much, instead of claiming avalanche is cheapest', () => {
      for (const goals of [null, { interestSavedGoal: true }, { interestSavedGoal: true, fastestPayoffGoal: true }]) {
        const pick = recommendStrategy(goals, promo);
        expect(pick.type).toBe(cheapest.type);
        const saved = Math.round(((of('avalanche').totalInterest ?? 0) - (cheapest.totalInterest ?? 0)) * 100) / 100;
        expect(pick.reason).toContain(`less interest than Avalanche`);
        expect(pick.reason).toContain(`$${saved.toFixed(2)}`);
        expect(pick.reason).not.toContain('Avalanche costs the least');
      }
    });

    it('for fastest payoff alone, never recommends a plan that takes longer than avalanche', () => {
      const pick = recommendStrategy({ fastestPayoffGoal: true }, promo);
      expect(of(pick.type).months).toBeLessThanOrEqual(of('avalanche').months);
    });

    it('every recommendation for every goal is a plan no finished plan beats on its own measure', () => {
      const noGoal = recommendStrategy(null, promo);
      for (const s of promo) if (s.status === 'ok' && s.type !== 'minimum_payments') expect(of(noGoal.type).totalInterest).toBeLessThanOrEqual(s.totalInterest ?? 0);
    });
  });

  it('says the budget must rise when the pick never pays off', () => {
    const never = compareStrategies({ startMonth: '2027-01', debts: [testDebt({ id: 'x', balance: 5000, interestRate: 30, minimumPayment: 50 })], strategy: testStrategy({ monthlyBudget: 60 }) });
    expect(recommendStrategy(null, never).reason).toContain('raise your monthly budget');
  });
});
