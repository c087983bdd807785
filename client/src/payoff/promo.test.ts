import { describe, expect, it } from 'vitest';
import { planPayoff } from './plan-payoff';
import type { DebtInput } from './plan-input';
import { testDebt, testStrategy } from './test-debts';

const card = (overrides: Partial<DebtInput>) =>
  testDebt({ id: 'card', name: 'Store card', balance: 3000, interestRate: 24, minimumPayment: 100, isPromo: true, promoAPR: 0, promoEndDate: '2027-04-15', ...overrides });
const run = (debt: DebtInput) => planPayoff({ startMonth: '2027-01', debts: [debt], strategy: testStrategy({ type: 'minimum_payments', monthlyBudget: 100 }) });

describe('promotional rates', () => {
  it('uses the promo rate in every month that starts before the end date, the regular rate after', () => {
    const plan = run(card({}));
    const rows = plan.months.slice(0, 6).map((row) => row.debts[0]);
    expect(rows.map((d) => d?.rate)).toEqual([0, 0, 0, 0, 24, 24]); // April starts before April 15
    expect(rows.map((d) => d?.interest)).toEqual([0, 0, 0, 0, 52, 51.04]); // 2600 × 2 % = 52; 2552 × 2 % = 51.04
  });

  it('switches in the end month itself when the promotion ends on its first day', () => {
    const rows = run(card({ promoEndDate: '2027-04-01' })).months.slice(0, 4).map((row) => row.debts[0]);
    expect(rows.map((d) => d?.rate)).toEqual([0, 0, 0, 24]);
    expect(rows[3]?.interest).toBe(54); // 2700 × 2 %
  });

  it('warns when a promotion ends with a balance left, and shows the end date', () => {
    const plan = run(card({}));
    expect(plan.warnings).toEqual([
      {
        code: 'promo_ends_with_balance',
        debtId: 'card',
        month: 5,
        date: '2027-05',
        balance: 2600,
        message: 'Store card: the promotion ends with $2,600.00 still owed; from May 2027 it accrues 24% APR.',
      },
    ]);
    expect(plan.debts[0]).toMatchObject({ promoEndDate: '2027-04-15', promoBalanceLeft: 2600 });
  });

  it('does not warn when the promotion outlasts the debt', () => {
    expect(run(card({ balance: 300 })).warnings).toEqual([]);
  });

  it('warns when the promotion ended before the plan starts, and uses the regular rate', () => {
    const ended = run(card({ promoEndDate: '2026-06-01' }));
    expect(ended.months[0]?.debts[0]?.rate).toBe(24);
    expect(ended.debts[0]?.promoEndDate).toBeNull();
    expect(ended.warnings).toEqual([
      {
        code: 'promo_ended',
        debtId: 'card',
        endDate: '2026-06-01',
        message: 'Store card: the promotion ended on Jun 1, 2026, before this plan starts, so the regular 24% APR is used. If it was extended, update its end date.',
      },
    ]);
    // Ending on the plan's first day counts as ended; a day later, January is still a promo month.
    expect(run(card({ promoEndDate: '2027-01-01' })).warnings).toEqual([expect.objectContaining({ code: 'promo_ended' })]);
    expect(run(card({ promoEndDate: '2027-01-02' })).warnings.map((w) => w.code)).not.toContain('promo_ended');
  });

  it('ignores a promotion without an APR or end date (regular rate) and says so', () => {
    const plan = run(card({ promoEndDate: null }));
    expect(plan.months[0]?.debts[0]?.interest).toBe(60);
    expect(plan.warnings).toEqual([expect.objectContaining({ code: 'promo_ignored', debtId: 'card' })]);
  });
});
