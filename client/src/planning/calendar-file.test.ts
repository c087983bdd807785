import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import type { Debt } from '@schemas/index';
import { planPayoff } from '@/payoff/index';
import { calendarFile, nextTwelveMonths } from './calendar-file';
import { paymentOccurrences } from './payment-occurrences';
import { testDebtDocument } from './test-debt-document';

// Every frequency, and the three ways a due day meets a short month: the 31st (the last day of
// every month), the 30th (February 28th stands alone) and an ordinary day.
const debts: Debt[] = [
  testDebtDocument({ id: 'card-31', name: 'Card on the 31st', balance: 2600, interestRate: 22.9, minimumPayment: 55, dueDay: 31 }),
  testDebtDocument({ id: 'store-30', name: 'Store card on the 30th', balance: 1400, interestRate: 26, minimumPayment: 35, dueDay: 30 }),
  testDebtDocument({ id: 'loan-biweekly', name: 'Car loan', type: 'auto_loan', balance: 9000, interestRate: 6.9, minimumPayment: 120, paymentFrequency: 'biweekly', dueDate: '2027-01-08' }),
  testDebtDocument({ id: 'phone-weekly', name: 'Phone', type: 'other', balance: 700, interestRate: 0, minimumPayment: 15, paymentFrequency: 'weekly', dueDate: '2027-01-04' }),
  testDebtDocument({ id: 'clinic-10-days', name: 'Clinic', type: 'medical', balance: 1200, interestRate: 0, minimumPayment: 30, paymentFrequency: 'custom_days', dueDate: '2027-01-02', customMetadata: { paymentInterval: 10 } }),
  testDebtDocument({ id: 'tax-3-months', name: 'Tax plan', type: 'other', balance: 3000, interestRate: 4, minimumPayment: 250, paymentFrequency: 'custom_months', dueDate: '2027-02-15', customMetadata: { paymentInterval: 3 } }),
];
const EXPECTED_RULES: Record<string, { freq: string; interval: number; byMonthDay?: number }> = {
  'card-31': { freq: 'MONTHLY', interval: 1, byMonthDay: -1 },
  'store-30': { freq: 'MONTHLY', interval: 1, byMonthDay: 30 },
  'loan-biweekly': { freq: 'WEEKLY', interval: 2 },
  'phone-weekly': { freq: 'WEEKLY', interval: 1 },
  'clinic-10-days': { freq: 'DAILY', interval: 10 },
  'tax-3-months': { freq: 'MONTHLY', interval: 3 },
};

const today = new Date(2027, 0, 20);
const plan = planPayoff({ startMonth: '2027-01', debts, strategy: { type: 'snowball', monthlyBudget: 640 } });
const text = calendarFile({ debts, payments: [], plan, today, daysBefore: 4, now: new Date(Date.UTC(2027, 0, 20, 15, 30)) });

interface Parsed {
  debtId: string;
  start: ICAL.Time;
  rule: ICAL.Recur | null;
  amount: number;
  dates: string[];
  alarms: ICAL.Component[];
}

/** Every event of the file, its recurrence expanded by ical.js. */
function parse(ics: string): Parsed[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const uid = /^(.+)-\d{4}-\d{2}-\d{2}@paydown$/.exec(event.uid);
    const amount = /: \$([\d,]+\.\d{2})$/.exec(event.summary);
    const dates: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      dates.push(next.toString());
      if (dates.length > 400) throw new Error(`${event.uid} repeats without end`);
    }
    const rrule = component.getFirstPropertyValue('rrule');
    return {
      debtId: uid![1]!,
      start: event.startDate,
      rule: rrule instanceof ICAL.Recur ? rrule : null,
      amount: Number(amount![1]!.replace(/,/g, '')),
      dates,
      alarms: component.getAllSubcomponents('valarm'),
    };
  });
}

describe('the calendar file, read back by ical.js', () => {
  const events = parse(text);
  const occurrences = paymentOccurrences({ debts, payments: [], plan, ...nextTwelveMonths(today), today });

  test('every debt’s due dates for the next 12 months, with the plan’s amounts, as all-day dates', () => {
    expect(new Set(occurrences.map((entry) => entry.debtId))).toEqual(new Set(debts.map((debt) => debt.id)));
    const fromFile = events.flatMap((event) => event.dates.map((date) => `${event.debtId} ${date} ${event.amount.toFixed(2)}`)).sort();
    const fromPlan = occurrences.map((entry) => `${entry.debtId} ${entry.date} ${entry.planned.toFixed(2)}`).sort();
    expect(fromFile).toEqual(fromPlan);
    expect(occurrences[0]!.date >= '2027-01-20' && occurrences.at(-1)!.date <= '2028-01-19').toBe(true);
    for (const event of events) expect(event.start.isDate, event.debtId).toBe(true);
  });

  test('each debt repeats by its payment frequency, with a new event where the amount changes', () => {
    for (const [debtId, expected] of Object.entries(EXPECTED_RULES)) {
      const own = events.filter((event) => event.debtId === debtId);
      const rules = own.flatMap((event) => (event.rule ? [event.rule] : []));
      expect(rules.length, debtId).toBeGreaterThan(0);
      for (const rule of rules) {
        expect(rule.freq, debtId).toBe(expected.freq);
        expect(rule.interval, debtId).toBe(expected.interval);
        expect(rule.count, debtId).toBeGreaterThan(1);
        expect(rule.parts.BYMONTHDAY?.[0], debtId).toBe(expected.byMonthDay ?? (expected.freq === 'MONTHLY' ? Number(own[0]!.start.day) : undefined));
      }
      // A new event starts where the amount changes; only the 30th's February date splits equal amounts.
      for (let i = 1; i < own.length; i++) expect(own[i]!.amount !== own[i - 1]!.amount || debtId === 'store-30', `${debtId} ${own[i]!.dates[0]}`).toBe(true);
    }
    // The 30th: February 28th is an event of its own, the series on the 30th around it.
    const store = events.filter((event) => event.debtId === 'store-30').map((event) => [event.dates[0], event.dates.length, event.amount]);
    expect(store.slice(0, 3)).toEqual([['2027-01-30', 1, 35], ['2027-02-28', 1, 35], ['2027-03-30', 6, 35]]);
    // The biweekly loan stays on its minimum all year: one event repeating 26 times.
    expect(events.filter((event) => event.debtId === 'loan-biweekly').map((event) => [event.dates[0], event.dates.length, event.amount])).toEqual([['2027-01-22', 26, 120]]);
  });

  test('every event has a reminder 4 days before, at 9:00', () => {
    for (const event of events) {
      expect(event.alarms).toHaveLength(1);
      const alarm = event.alarms[0]!;
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
      const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
      expect(trigger.toSeconds()).toBe(-(4 * 24 - 9) * 3600);
      expect(String(alarm.getFirstPropertyValue('description'))).toContain('due in 4 days');
    }
  });

  test('the same plan on the same day gives the same events (stable UIDs), a later file a higher SEQUENCE', () => {
    const later = calendarFile({ debts, payments: [], plan, today, daysBefore: 4, now: new Date(Date.UTC(2027, 0, 21, 9)) });
    const uids = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => String(vevent.getFirstPropertyValue('uid')));
    const sequence = (ics: string) => Number(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence'));
    expect(uids(later)).toEqual(uids(text));
    expect(sequence(later)).toBeGreaterThan(sequence(text));
  });
});
