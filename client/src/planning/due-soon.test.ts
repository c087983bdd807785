import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import type { Debt } from '@schemas/index';
import { debtSchedule, dueDatesBetween } from '@/payoff/index';
import { dueSoonAndOverdue } from './due-soon';
import { addDaysIso, dueDateStanding, localDate } from './payment-standing';
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

describe('dueSoonAndOverdue on random schedules', () => {
  const iso = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  const dayOf = fc.integer({ min: -500, max: 900 }).map(iso);
  const scheduleDebt = (id: string) =>
    fc
      .record({
        paymentFrequency: fc.constantFrom('monthly', 'weekly', 'biweekly', 'custom_days', 'custom_months') as fc.Arbitrary<Debt['paymentFrequency']>,
        due: fc.oneof(fc.integer({ min: 1, max: 31 }), dayOf),
        interval: fc.integer({ min: 1, max: 12 }),
        days: fc.integer({ min: 1, max: 365 }),
        minimumPayment: fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100),
        created: dayOf,
      })
      .map(({ paymentFrequency, due, interval, days, minimumPayment, created }) =>
        testDebtDocument({
          id,
          name: `Debt ${id}`,
          paymentFrequency,
          minimumPayment,
          ...(typeof due === 'number' ? { dueDay: due } : { dueDate: due }),
          ...(paymentFrequency === 'custom_days' ? { customMetadata: { paymentInterval: days } } : {}),
          ...(paymentFrequency === 'custom_months' ? { customMetadata: { paymentInterval: interval } } : {}),
          createdAt: `${created}T12:00:00.000Z`,
        }),
      );
  const debtsArbitrary = fc.tuple(scheduleDebt('a'), scheduleDebt('b'), scheduleDebt('c'));
  const paymentsArbitrary = fc.array(fc.record({ debtId: fc.constantFrom('a', 'b', 'c'), date: dayOf }), { maxLength: 40 });
  const todayArbitrary = fc.integer({ min: 0, max: 400 }).map(iso);

  /** The plain way: every due date from a year and a month back, each standing by the date listed before it. */
  function fromAYearBack(debts: readonly Debt[], payments: readonly { debtId: string; date: string }[], today: string, dueSoonDays: number) {
    const firstShown = addDaysIso(today, -30);
    const entries = debts.flatMap((debt) => {
      const dates = dueDatesBetween(debtSchedule(debt, today.slice(0, 7)), addDaysIso(firstShown, -400), addDaysIso(today, 30));
      const paid = payments.filter((payment) => payment.debtId === debt.id).map((payment) => payment.date);
      return dates.flatMap((date, index) =>
        date < firstShown ? [] : [`${debt.id} ${date} ${dueDateStanding(date, dates[index - 1] ?? null, paid, today, dueSoonDays, debt.createdAt.slice(0, 10))}`],
      );
    });
    return entries.sort();
  }

  test('the dates ahead are the Dashboard’s payments due in the next 30 days, with the same amounts', () => {
    fc.assert(
      fc.property(debtsArbitrary, todayArbitrary, (debts, today) => {
        const { ahead } = dueSoonAndOverdue({ debts, payments: [], today, dueSoonDays: 3 });
        const due = paymentsDue(debts, localDate(today), 30).due;
        expect(ahead.map(({ debtId, date, amount }) => ({ debtId, date, amount }))).toEqual(due.map(({ debtId, date, amount }) => ({ debtId, date, amount })));
      }),
      { numRuns: 300 },
    );
  });

  test('each date stands as it does among all the debt’s dates from a year back', () => {
    fc.assert(
      fc.property(debtsArbitrary, paymentsArbitrary, todayArbitrary, fc.integer({ min: 0, max: 7 }), (debts, payments, today, dueSoonDays) => {
        const { overdue, ahead } = dueSoonAndOverdue({ debts, payments, today, dueSoonDays });
        const listed = [...overdue, ...ahead].map((entry) => `${entry.debtId} ${entry.date} ${entry.standing}`).sort();
        // Listed: every date from today on, and the dates before it that were missed.
        expect(listed).toEqual(fromAYearBack(debts, payments, today, dueSoonDays).filter((entry) => entry.split(' ')[1]! >= today || entry.endsWith(' missed')));
      }),
      { numRuns: 300 },
    );
  });

  test('an every-2-months debt due on the 31st is due on the 31st in long months, even when this month is shorter (as on the Dashboard)', () => {
    const debt = testDebtDocument({ id: 'm', name: 'Every two months', dueDay: 31, paymentFrequency: 'custom_months', customMetadata: { paymentInterval: 2 }, createdAt: '2026-01-01T00:00:00.000Z' });
    // November has 30 days, so this month it is due on the 30th; two months on, in January, on the 31st.
    const { ahead } = dueSoonAndOverdue({ debts: [debt], payments: [], today: '2026-11-20', dueSoonDays: 3, aheadDays: 80 });
    expect(ahead.map((entry) => entry.date)).toEqual(['2026-11-30', '2027-01-31']);
    expect(paymentsDue([debt], new Date(2026, 10, 20), 80).due.map((entry) => entry.date)).toEqual(['2026-11-30', '2027-01-31']);
  });
});
