import { describe, expect, it } from 'vitest';
import type { StandingDuePayment } from '@/planning/due-soon';
import { reminderFor, remindersToShow } from './reminders-to-show';

const payment = (overrides: Partial<StandingDuePayment>): StandingDuePayment => ({
  debtId: 'visa', debtName: 'Visa', date: '2026-12-04', amount: 85, standing: 'due', daysAway: 3, ...overrides,
});

describe('reminderFor', () => {
  it('says which debt, how much and when, plainly', () => {
    expect(reminderFor(payment({}))).toEqual({
      key: 'visa@2026-12-04',
      date: '2026-12-04',
      title: 'Visa: $85.00 due Friday, Dec 4',
      body: 'Due in 3 days. Record it in Paydown once you have paid.',
    });
    expect(reminderFor(payment({ daysAway: 0 })).body).toMatch(/^Due today\./);
    expect(reminderFor(payment({ daysAway: 1 })).body).toMatch(/^Due tomorrow\./);
  });
});

describe('remindersToShow', () => {
  const ahead = [
    payment({}),
    payment({ debtId: 'loan', debtName: 'Car loan', date: '2026-12-02', amount: 310, daysAway: 1 }),
    payment({ debtId: 'store', debtName: 'Store card', date: '2026-12-03', standing: 'paid', daysAway: 2 }),
    payment({ debtId: 'bank', debtName: 'Bank loan', date: '2026-12-20', standing: 'upcoming', daysAway: 19 }),
  ];

  it('one for each unpaid payment within the days before, none for one paid or further off', () => {
    expect(remindersToShow(ahead, 3, new Set()).map((reminder) => reminder.key)).toEqual(['visa@2026-12-04', 'loan@2026-12-02']);
  });

  it('none for a payment this device has shown already, for that due date only', () => {
    expect(remindersToShow(ahead, 3, new Set(['visa@2026-12-04', 'loan@2026-11-02'])).map((reminder) => reminder.key)).toEqual(['loan@2026-12-02']);
  });

  it('keeps to the days before even when handed payments further off', () => {
    expect(remindersToShow(ahead, 1, new Set()).map((reminder) => reminder.key)).toEqual(['loan@2026-12-02']);
  });
});
