import { describe, expect, it } from 'vitest';
import { dueSoonAndOverdue } from './due-soon';
import { paymentsDue } from './payments-due';
import { testDebtDocument } from './test-debt-document';

const today = '2026-12-01';
const visa = testDebtDocument({ id: 'visa', name: 'Visa', dueDay: 4, minimumPayment: 85, createdAt: '2026-06-01T12:00:00.000Z' });
const loan = testDebtDocument({ id: 'loan', name: 'Car loan', dueDay: 20, minimumPayment: 310, createdAt: '2026-06-01T12:00:00.000Z' });
const summary = (entries: { debtName: string; date: string; standing: string }[]) => entries.map((e) => `${e.debtName} ${e.date} ${e.standing}`);

describe('dueSoonAndOverdue', () => {
  it('lists a past due date without a payment as overdue, and one with a payment not at all', () => {
    const { overdue } = dueSoonAndOverdue({ debts: [visa, loan], payments: [{ debtId: 'visa', date: '2026-11-03' }], today, dueSoonDays: 3 });
    expect(summary(overdue)).toEqual(['Car loan 2026-11-20 missed']);
    expect(overdue[0]).toMatchObject({ amount: 310, daysAway: -11 });
  });

  it('lists the next 30 days soonest first: due within the days asked for, upcoming after, paid when paid ahead', () => {
    const { ahead } = dueSoonAndOverdue({ debts: [visa, loan], payments: [{ debtId: 'loan', date: '2026-12-15' }], today, dueSoonDays: 3 });
    expect(summary(ahead)).toEqual(['Visa 2026-12-04 due', 'Car loan 2026-12-20 paid']);
    expect(summary(dueSoonAndOverdue({ debts: [visa], payments: [], today, dueSoonDays: 3, aheadDays: 40 }).ahead)).toEqual(['Visa 2026-12-04 due', 'Visa 2027-01-04 upcoming']);
    expect(ahead[0]).toMatchObject({ amount: 85, daysAway: 3 });
    expect(summary(dueSoonAndOverdue({ debts: [visa], payments: [], today, dueSoonDays: 2 }).ahead)[0]).toBe('Visa 2026-12-04 upcoming');
  });

  it('counts a payment a few days late as paying the date it was late for', () => {
    const { overdue } = dueSoonAndOverdue({ debts: [loan], payments: [{ debtId: 'loan', date: '2026-11-22' }], today, dueSoonDays: 3 });
    expect(overdue).toEqual([]);
  });

  it('never calls a due date before the debt was added missed', () => {
    const added = { ...loan, createdAt: '2026-11-25T09:00:00.000Z' };
    expect(dueSoonAndOverdue({ debts: [added], payments: [], today, dueSoonDays: 3 }).overdue).toEqual([]);
  });

  it('keeps to the last 30 days and leaves out debts no longer owed', () => {
    const { overdue } = dueSoonAndOverdue({ debts: [loan, { ...visa, isPaid: true }], payments: [], today, dueSoonDays: 3 });
    expect(summary(overdue)).toEqual(['Car loan 2026-11-20 missed']);
    expect(dueSoonAndOverdue({ debts: [loan], payments: [], today, dueSoonDays: 3, overdueDays: 10 }).overdue).toEqual([]);
  });

  it('lists the same upcoming dates as the Dashboard’s list from today, for a weekly debt with only a due day', () => {
    const weekly = testDebtDocument({ id: 'w', name: 'Weekly', dueDay: 3, paymentFrequency: 'weekly', createdAt: '2026-01-01T00:00:00.000Z' });
    const { ahead, overdue } = dueSoonAndOverdue({ debts: [weekly], payments: [], today: '2026-12-10', dueSoonDays: 3 });
    const fromToday = paymentsDue([weekly], new Date(2026, 11, 10), 30).due.map((entry) => entry.date);
    expect(ahead.map((entry) => entry.date)).toEqual(fromToday);
    expect(overdue.map((entry) => entry.date)).toEqual(['2026-11-12', '2026-11-19', '2026-11-26', '2026-12-03']);
  });
});
