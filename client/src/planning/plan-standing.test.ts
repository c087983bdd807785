import { describe, expect, test } from 'vitest';
import type { AmortizationTable, Payment } from '@schemas/index';
import { aboutMonths, standingDetail, standingText } from './current-plan-text';
import { planStanding } from './plan-standing';
import { testDebtDocument as debt } from './test-debt-document';

/** A plan saved March 1, 2026: $4,000 paid off at $1,000 a month, no interest, March to June. */
function fourMonthPlan(overrides: Partial<AmortizationTable> = {}): AmortizationTable {
  return {
    id: 't',
    uid: 'u',
    strategyType: 'avalanche',
    name: 'Avalanche plan',
    debtIds: 'd1',
    data: [1, 2, 3, 4].map((month) => ({ month, totalInterest: 0, totalPayment: 1000 })),
    totalMonths: 4,
    payoffDate: '2026-06',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  } as AmortizationTable;
}

/** The standing with the plan's debt owing `balance` today (and a debt outside the plan owing $5,000). */
const standingWith = (balance: number, today: string, table = fourMonthPlan(), payments: Payment[] = []) =>
  planStanding(table, [debt({ balance }), debt({ id: 'other', balance: 5000 })], payments, today);

describe('ahead, on track or behind: the recorded balance against the plan’s balance today', () => {
  test('within a month the plan’s balance falls with the days gone by', () => {
    // April 16: half of April gone, so the plan expects $3,000 − $500.
    expect(standingWith(2500, '2026-04-16')).toMatchObject({ standing: 'on_track', recorded: 2500, expected: 2500, difference: 0, months: 0, ended: false });
    expect(standingText(standingWith(2500, '2026-04-16'))).toBe('On track');
  });

  test('behind, in dollars and in months of the plan between its balance today and the recorded one', () => {
    const behind = standingWith(3740, '2026-04-16');
    // The plan was at $3,740 0.26 months in; today is 1.5 months in.
    expect(behind).toMatchObject({ standing: 'behind', recorded: 3740, expected: 2500, difference: 1240 });
    expect(behind.months).toBeCloseTo(1.24, 10);
    expect(standingText(behind)).toBe('$1,240.00 behind — about 1 month behind plan');
    expect(standingDetail(behind)).toBe('The plan’s debts come to $3,740.00 today; the plan expects $2,500.00 by now.');
    expect(standingText(standingWith(3740, '2026-05-16'))).toBe('$2,223.87 behind — about 2 months behind plan');
  });

  test('ahead', () => {
    const ahead = standingWith(1500, '2026-04-16');
    expect(ahead).toMatchObject({ standing: 'ahead', difference: 1000, months: 1 });
    expect(standingText(ahead)).toBe('$1,000.00 ahead — about 1 month ahead of plan');
    expect(standingText(standingWith(2200, '2026-04-16'))).toBe('$300.00 ahead — less than a month ahead of plan');
  });

  test('cents, and rounding of up to 0.5 % of the expected balance, do not flip the verdict', () => {
    expect(standingWith(2510, '2026-04-16')).toMatchObject({ standing: 'on_track', difference: 10 });
    expect(standingText(standingWith(2510, '2026-04-16'))).toBe('On track — within $10.00 of the plan');
    expect(standingWith(2513, '2026-04-16').standing).toBe('behind');
    expect(standingWith(0.5, '2026-07-01')).toMatchObject({ standing: 'on_track', expected: 0 });
  });

  test('only the plan’s debts count; its debts paid off count as 0', () => {
    const paidOff = planStanding(fourMonthPlan(), [debt({ balance: 0, isPaid: true }), debt({ id: 'other', balance: 5000 })], [], '2026-04-16');
    expect(paidOff).toMatchObject({ standing: 'ahead', recorded: 0, difference: 2500, months: 2.5 });
    // A plan saved without its debts' ids covers every debt.
    expect(standingWith(2500, '2026-04-16', fourMonthPlan({ debtIds: '' })).recorded).toBe(7500);
  });

  test('in the plan’s first month the days count from the day it was saved', () => {
    const savedOn20th = fourMonthPlan({ updatedAt: '2026-03-20T12:00:00.000Z' });
    expect(standingWith(4000, '2026-03-20', savedOn20th)).toMatchObject({ standing: 'on_track', expected: 4000 });
    // March 26: 6 of the 12 days from the 20th to the month's end.
    expect(standingWith(4000, '2026-03-26', savedOn20th)).toMatchObject({ standing: 'behind', expected: 3500 });
  });

  test('after the plan’s end it expects 0: what is left is behind, by more months as they pass', () => {
    const late = standingWith(500, '2026-08-10');
    expect(late).toMatchObject({ standing: 'behind', expected: 0, difference: 500, ended: true, end: '2026-06' });
    expect(standingText(late)).toBe('$500.00 behind — about 2 months behind plan');
    expect(standingDetail(late)).toBe('The plan’s debts come to $500.00 today; the plan expected them paid off by June 2026.');
    expect(standingWith(0, '2026-08-10')).toMatchObject({ standing: 'on_track', ended: true });
  });

  test('months in words', () => {
    expect([0.2, 0.5, 1.4, 2.6].map(aboutMonths)).toEqual(['less than a month', 'about 1 month', 'about 1 month', 'about 3 months']);
  });
});
