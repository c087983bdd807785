import { describe, expect, test } from 'vitest';
import type { AmortizationTable, Debt, Payment } from '@schemas/index';
import { STRATEGY_TYPES, planPayoff, toAmortizationRows } from '@/payoff/index';
import { cleared } from '@/payoff/test-debts';
import { addMonths, durationLabel, monthLabel, monthsBetween } from '@/lib/calendar-month';
import { clearedDebts } from './cleared-debts';
import { minimumsThisMonth, suggestedBudget } from './current-plan';
import { byPriority, totalOwed, utilizationPercent } from './debt-status';
import { estimateInterestSoFar } from './interest-estimate';
import { dueDates, minimumDue, paymentsDue } from './payments-due';
import { firstRecordedMonth, paidSoFar, recordedBalancesByMonth } from './recorded-balances';
import { pickSavedPlan, plannedBalances, savedPlanStart } from './saved-plan';
import { testDebtDocument } from './test-debt-document';

const debt = testDebtDocument;

const pay = (amount: number, date: string, debtId = 'd1') => ({ debtId, amount, date }) as Payment;

function table(overrides: Partial<AmortizationTable>): AmortizationTable {
  return { id: 't', uid: 'u', strategyType: 'avalanche', debtIds: '', data: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...overrides } as AmortizationTable;
}

describe('calendar months', () => {
  test('adds, counts and labels months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2025-12', '2027-01')).toBe(13);
    expect(monthLabel('2027-03')).toBe('March 2027');
    expect(monthLabel('2027-03', 'short')).toBe('Mar 2027');
    expect(durationLabel(14)).toBe('1 year 2 months');
  });
});

describe('saved plans', () => {
  const debts = [debt(), debt({ id: 'd2', name: 'Car', type: 'auto_loan', balance: 5000, interestRate: 7, minimumPayment: 150 })];
  const plan = cleared(planPayoff({ startMonth: '2026-03', debts, strategy: { type: 'avalanche', monthlyBudget: 400 } }));
  const saved = table({ data: toAmortizationRows(plan), totalMonths: plan.totalMonths, payoffDate: plan.payoffDate!, totalInterestPaid: plan.totalInterestPaid });

  test('the start month comes back from the payoff date and the length', () => {
    expect(savedPlanStart(saved)).toBe('2026-03');
    expect(savedPlanStart(table({ updatedAt: '2026-05-02T00:00:00.000Z' }))).toBe('2026-05');
  });

  test('the balances rebuilt from the saved rows are the plan’s own balances, month by month', () => {
    const balances = plannedBalances(saved);
    expect(balances[0]).toMatchObject({ month: '2026-02', planMonth: 0, balance: 6000 });
    expect(balances.slice(1).map((m) => m.balance)).toEqual(plan.months.map((m) => m.totalBalance));
    expect(balances.at(-1)).toMatchObject({ month: plan.payoffDate, balance: 0 });
  });

  test('the plan of the current strategy type wins, else the latest', () => {
    const a = table({ id: 'a', strategyType: 'snowball', updatedAt: '2026-02-01T00:00:00.000Z' });
    const b = table({ id: 'b', strategyType: 'avalanche', updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(pickSavedPlan([a, b], 'avalanche')?.id).toBe('b');
    expect(pickSavedPlan([a, b], 'custom')?.id).toBe('a');
    expect(pickSavedPlan([], 'custom')).toBeNull();
  });
});

describe('recorded balances', () => {
  const debts = [debt({ balance: 700 }), debt({ id: 'd2', balance: 0, isPaid: true, createdAt: '2026-02-01T00:00:00.000Z' })];
  const payments = [pay(100, '2026-01-20'), pay(200, '2026-03-05'), pay(300, '2026-02-10', 'd2')];

  test('go back from today’s balances by the payments made since', () => {
    expect(recordedBalancesByMonth(debts, payments, '2025-12', '2026-03')).toEqual([
      { month: '2025-12', balance: 1300 },
      { month: '2026-01', balance: 1200 },
      { month: '2026-02', balance: 900 },
      { month: '2026-03', balance: 700 },
    ]);
    expect(firstRecordedMonth(debts, payments)).toBe('2026-01');
  });

  test('percent paid counts every debt, paid off ones included', () => {
    expect(paidSoFar(debts, payments)).toEqual({
      startingTotal: 1300, owedTotal: 700, paidOff: 600, percent: (600 / 1300) * 100, paymentsTotal: 600, creditTotal: 0, closedUnpaidTotal: 0,
      chargedTotal: 0, interestCharged: 0, feesCharged: 0, paidToCharges: 0,
    });
    expect(totalOwed(debts)).toBe(700);
  });

  test('a debt closed with a balance left is owed until that day, and not paid down', () => {
    const handPaid = debt({ id: 'h', balance: 250, isPaid: true, updatedAt: '2026-02-15T09:00:00.000Z' });
    expect(recordedBalancesByMonth([handPaid], [], '2026-01', '2026-03').map((p) => p.balance)).toEqual([250, 0, 0]);
    expect(paidSoFar([handPaid], [])).toMatchObject({ paidOff: 0, closedUnpaidTotal: 250 });
    expect(clearedDebts([handPaid, debt({ balance: 10 })], [])).toEqual([{ id: 'h', name: 'Visa', date: '2026-02-15', how: 'closed' }]);
  });

  test('cleared by payments: the date of the last payment', () => {
    const paidOff = debt({ balance: 0.001, isPaid: true, updatedAt: '2026-03-06T10:00:00.000Z' });
    expect(clearedDebts([paidOff], [pay(500, '2026-01-05'), pay(500, '2026-03-05')])).toEqual([{ id: 'd1', name: 'Visa', date: '2026-03-05', how: 'paid off' }]);
  });
});

describe('interest so far (estimate)', () => {
  test('each day’s balance × APR ÷ 365, lower after a payment, at the promo rate while it runs', () => {
    // $1,000 at 36.5 % is $1 a day; after paying $500 it is $0.50 a day.
    const d = debt({ balance: 500, interestRate: 36.5, createdAt: '2026-01-01T08:00:00.000Z' });
    expect(estimateInterestSoFar([d], [pay(500, '2026-01-11')], '2026-01-21')).toBe(10 * 1 + 10 * 0.5);
    const promo = debt({ balance: 1000, interestRate: 36.5, isPromo: true, promoAPR: 0, promoEndDate: '2026-01-06', createdAt: '2026-01-01T08:00:00.000Z' });
    expect(estimateInterestSoFar([promo], [], '2026-01-11')).toBe(5);
  });
});

describe('payments due', () => {
  const from = new Date(2026, 0, 20);
  const to = new Date(2026, 1, 19);
  const iso = (dates: Date[]) => dates.map((d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);

  test('monthly on the due day, the 31st falling on a shorter month’s last day', () => {
    expect(iso(dueDates(debt({ dueDay: 31 }), from, new Date(2026, 2, 5)))).toEqual(['2026-01-31', '2026-02-28']);
    expect(iso(dueDates(debt({ dueDay: 5 }), from, to))).toEqual(['2026-02-05']);
  });

  test('weekly, biweekly and every-N-days in phase with the due date; every N months from it', () => {
    expect(iso(dueDates(debt({ paymentFrequency: 'biweekly', dueDate: '2026-01-02' }), from, to))).toEqual(['2026-01-30', '2026-02-13']);
    expect(iso(dueDates(debt({ paymentFrequency: 'weekly', dueDate: '2026-01-20' }), from, new Date(2026, 1, 3)))).toEqual(['2026-01-20', '2026-01-27', '2026-02-03']);
    expect(iso(dueDates(debt({ paymentFrequency: 'custom_days', dueDate: '2026-01-01', customMetadata: { paymentInterval: 10 } }), from, to))).toEqual(['2026-01-21', '2026-01-31', '2026-02-10']);
    expect(iso(dueDates(debt({ paymentFrequency: 'custom_months', dueDate: '2025-11-15', customMetadata: { paymentInterval: 3 } }), from, new Date(2026, 4, 1)))).toEqual(['2026-02-15']);
  });

  test('the dates are the plan’s: the engine’s schedule rule reads the custom interval as the engine does (also stored as JSON text)', () => {
    const everyTenDays = debt({ paymentFrequency: 'custom_days', dueDate: '2026-01-01', customMetadata: '{"paymentInterval":10}' as unknown as Debt['customMetadata'] });
    expect(iso(dueDates(everyTenDays, from, to))).toEqual(['2026-01-21', '2026-01-31', '2026-02-10']);
    // A plan from January counts its payments in January (1st, 11th, 21st, 31st) as the dates do.
    expect(minimumsThisMonth([everyTenDays], '2026-01')).toBe(4 * 50);
    expect(iso(dueDates(everyTenDays, new Date(2026, 0, 1), new Date(2026, 0, 31)))).toHaveLength(4);
  });

  test('the minimum due: a percentage of the balance when above the floor, never more than owed', () => {
    expect(minimumDue(debt({ balance: 5000, minPayCalc: 'percent_principal', minPayPercentage: 2, minimumPayment: 25 }))).toBe(100);
    expect(minimumDue(debt({ balance: 1200, minPayCalc: 'percent_principal_interest', minPayPercentage: 1, interestRate: 24, minimumPayment: 25 }))).toBe(36);
    expect(minimumDue(debt({ balance: 20, minimumPayment: 50 }))).toBe(20);
  });

  test('lists the next 30 days soonest first, skips paid debts, names debts without a due day', () => {
    const result = paymentsDue(
      [debt({ name: 'Car', id: 'c', dueDay: 3 }), debt({ name: 'Visa', dueDay: 25 }), debt({ id: 'p', dueDay: 1, isPaid: true }), debt({ id: 'n', name: 'Clinic' })],
      from,
      30,
    );
    expect(result.due.map((d) => [d.debtName, d.date])).toEqual([['Visa', '2026-01-25'], ['Car', '2026-02-03']]);
    expect(result.withoutDueDay.map((d) => d.name)).toEqual(['Clinic']);
  });
});

describe('current plan helpers', () => {
  test('this month’s minimums count every biweekly payment in the month', () => {
    const biweekly = debt({ paymentFrequency: 'biweekly', dueDate: '2026-01-02', minimumPayment: 100 });
    expect(minimumsThisMonth([biweekly], '2026-01')).toBe(300);
    expect(minimumsThisMonth([], '2026-01')).toBe(0);
  });

  test('the suggested budget covers every month’s minimums, not just this month’s, rounded up to the next $50', () => {
    // February 2026 holds two payments of the biweekly loan (13th, 27th), May three (1st, 15th,
    // 29th); the card's minimum is 1 % of its balance plus the month's interest.
    const debts = [
      debt({ id: 'loan', name: 'Loan', paymentFrequency: 'biweekly', dueDate: '2026-01-02', minimumPayment: 150, balance: 12_000, interestRate: 7 }),
      debt({ id: 'card', name: 'Card', balance: 4000, interestRate: 22, minimumPayment: 35, minPayCalc: 'percent_principal_interest', minPayPercentage: 1 }),
    ];
    expect(minimumsThisMonth(debts, '2026-02')).toBe(413.33); // 2 × 150 + 40 + 73.33: $450 would be offered before
    const budget = suggestedBudget(debts, '2026-02');
    expect(budget).toBe(600); // May: 3 × 150 + the card's ~$112
    for (const type of STRATEGY_TYPES) {
      const plan = planPayoff({ startMonth: '2026-02', debts, strategy: { type, monthlyBudget: budget } });
      expect(plan.warnings.map((warning) => warning.code)).not.toContain('budget_below_minimums');
    }
    // The rounding: the next $50 above, also from an exact multiple; $50 when nothing is owed.
    expect(suggestedBudget([debt({ minimumPayment: 645 })], '2026-02')).toBe(650);
    expect(suggestedBudget([debt({ minimumPayment: 650, balance: 9000 })], '2026-02')).toBe(700);
    expect(suggestedBudget([], '2026-02')).toBe(50);
  });

  test('priority order and utilization', () => {
    const list = [debt({ id: 'b', priority: 2 }), debt({ id: 'c' }), debt({ id: 'a', priority: 1 })];
    expect(byPriority(list).map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(utilizationPercent(debt({ balance: 1500, highLimit: 5000 }))).toBe(30);
    expect(utilizationPercent(debt({ highLimit: 0 }))).toBeNull();
  });
});
