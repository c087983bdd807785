/**
 * The payment calendar as repeating events, for the calendar file (.ics): each debt's due dates
 * grouped into series of consecutive dates with the same planned amount that one recurrence rule
 * reproduces exactly, each series then written as one event that repeats COUNT times.
 *
 * Recurrence from the debt's payment frequency (its engine schedule, payoff/payment-dates.ts):
 * weekly: every week; biweekly: every 2 weeks; every N days: daily with interval N; monthly and
 * every N months: monthly with interval N on the due day of the month.
 *
 * The 29th–31st: the engine moves a due day a month lacks to its last day. Calendar apps expand
 * BYMONTHDAY=30 by skipping the months without a 30th (as the iCalendar standard says), and their
 * support for the BYSETPOS trick that would clamp it is patchy. So a due day of the 31st repeats on
 * BYMONTHDAY=-1 (the last day of every month: exactly the engine's dates, and widely implemented),
 * and for the 29th and 30th a date moved to the month's end (February 28th) ends the series before
 * it and is an event of its own, the series starting again on the next month. Every date in the
 * file is therefore a date a calendar app expands from it, whatever app it is.
 */
import type { Debt } from '@schemas/index';
import { PayoffInputError, debtSchedule, type PaymentSchedule } from '@/payoff/index';
import type { PaymentOccurrence } from './payment-occurrences';

/** A recurrence rule as iCalendar spells it (RFC 5545 RRULE). */
export interface SeriesRule {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  interval: number;
  /** MONTHLY only: the day of the month, -1 for the last day. */
  byMonthDay?: number;
}

export interface PaymentSeries {
  debtId: string;
  debtName: string;
  /** 'YYYY-MM-DD' of the first date. */
  start: string;
  /** How many dates: the rule's first `count` dates from `start` (1: a single date, no rule). */
  count: number;
  /** null for a single date. */
  rule: SeriesRule | null;
  planned: number;
  minimum: number;
  /** The dates the series stands for, as the occurrences list them. */
  dates: string[];
}

function ruleOf(schedule: PaymentSchedule, frequency: Debt['paymentFrequency']): SeriesRule {
  if (schedule.kind === 'days') {
    // Weekly and biweekly as people and calendar apps name them; every N days as such.
    if (frequency === 'weekly' || frequency === 'biweekly') return { freq: 'WEEKLY', interval: schedule.step / 7 };
    return { freq: 'DAILY', interval: schedule.step };
  }
  return { freq: 'MONTHLY', interval: schedule.step, byMonthDay: schedule.dayOfMonth >= 31 ? -1 : schedule.dayOfMonth };
}

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const parts = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) });
const text = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Whether `date` is a date the rule produces (a series may only start on one). */
function onRule(rule: SeriesRule, date: string): boolean {
  if (rule.freq !== 'MONTHLY') return true;
  const { year, month, day } = parts(date);
  return rule.byMonthDay === -1 ? day === lastDay(year, month) : day === rule.byMonthDay;
}

/** The rule's next date after `date` (itself on the rule), as calendar apps expand it. */
function nextOnRule(rule: SeriesRule, date: string): string {
  const { year, month, day } = parts(date);
  if (rule.freq !== 'MONTHLY') {
    const next = new Date(Date.UTC(year, month - 1, day + (rule.freq === 'WEEKLY' ? 7 : 1) * rule.interval));
    return text(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
  }
  // Months without the day (a 30th in February) have no date: on to the next month of the rule.
  for (let index = year * 12 + month - 1 + rule.interval; ; index += rule.interval) {
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const length = lastDay(y, m);
    if (rule.byMonthDay === -1) return text(y, m, length);
    if (rule.byMonthDay! <= length) return text(y, m, rule.byMonthDay!);
  }
}

/**
 * The series of every debt in `occurrences` (sorted by date), each debt's rule from its schedule in
 * a plan starting `startMonth` (as the occurrences were made). Series of one debt follow each other.
 */
export function calendarSeries(occurrences: readonly PaymentOccurrence[], debts: readonly Debt[], startMonth: string): PaymentSeries[] {
  const series: PaymentSeries[] = [];
  for (const debt of debts) {
    const own = occurrences.filter((entry) => entry.debtId === debt.id);
    if (own.length === 0) continue;
    let rule: SeriesRule;
    try {
      rule = ruleOf(debtSchedule(debt, startMonth), debt.paymentFrequency);
    } catch (error) {
      if (error instanceof PayoffInputError) continue;
      throw error;
    }
    for (let i = 0; i < own.length; ) {
      const first = own[i]!;
      let j = i + 1;
      if (onRule(rule, first.date)) {
        let expected = nextOnRule(rule, first.date);
        while (j < own.length && own[j]!.date === expected && own[j]!.planned === first.planned && own[j]!.minimum === first.minimum) {
          j++;
          expected = nextOnRule(rule, expected);
        }
      }
      const dates = own.slice(i, j).map((entry) => entry.date);
      series.push({ debtId: debt.id, debtName: debt.name, start: first.date, count: dates.length, rule: dates.length > 1 ? rule : null, planned: first.planned, minimum: first.minimum, dates });
      i = j;
    }
  }
  return series;
}
