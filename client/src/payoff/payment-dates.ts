/**
 * Payment schedules: on which real calendar dates a debt's payments fall, and so how many
 * payments fall in each calendar month.
 *
 * - `monthly`: one payment every month.
 * - `custom_months`: one payment every N months (N = `customMetadata.paymentInterval`, default 1),
 *   in the anchor's month and every Nth month before and after it. A due day the month lacks
 *   (the 31st in April) moves to the month's last day, so the month still has its payment.
 * - `weekly` (7 days), `biweekly` (14 days), `custom_days` (N days, default 14): every Nth day
 *   from the anchor, before and after it; a month holds however many of those dates fall in it
 *   (a biweekly debt has three payments in two or three months a year).
 *
 * The anchor is `dueDate` when given, else `dueDay` in the start month (clamped to its last day),
 * else the first day of the start month.
 */
import {
  type DayNumber,
  type MonthIndex,
  dateOfDay,
  dayNumber,
  daysInMonth,
  firstDayOfMonth,
  formatDay,
  monthIndex,
  monthOfIndex,
  parseDate,
} from './calendar';
import type { PaymentFrequency } from './plan-input';

/** Payments every `step` days, in phase with `anchor`. */
export interface DaySchedule {
  readonly kind: 'days';
  readonly anchor: DayNumber;
  readonly step: number;
}

/** One payment every `step` months, in phase with `anchor`, on `dayOfMonth` (clamped). */
export interface MonthSchedule {
  readonly kind: 'months';
  readonly anchor: MonthIndex;
  readonly dayOfMonth: number;
  readonly step: number;
}

/** A debt's payment schedule. */
export type PaymentSchedule = DaySchedule | MonthSchedule;

/** Default `paymentInterval` for `custom_days` (days) and `custom_months` (months). */
export const DEFAULT_CUSTOM_DAYS = 14;
export const DEFAULT_CUSTOM_MONTHS = 1;

/** The date a schedule is anchored on: `dueDate`, else `dueDay` of the start month, else its 1st. */
export function scheduleAnchor(
  startMonth: MonthIndex,
  dueDate: string | null | undefined,
  dueDay: number | null | undefined,
): DayNumber {
  const parsed = dueDate ? parseDate(dueDate) : null;
  if (parsed) return dayNumber(parsed.year, parsed.month, parsed.day);
  const { year, month } = monthOfIndex(startMonth);
  const day = dueDay ? Math.min(dueDay, daysInMonth(year, month)) : 1;
  return dayNumber(year, month, day);
}

/**
 * Builds the schedule for a frequency; `interval` is the custom interval (days or months).
 * `dueDay` (when the anchor came from it) keeps the intended day of month for monthly-style
 * schedules: due on the 31st means the 30th in April but the 31st again in May.
 */
export function paymentSchedule(
  frequency: PaymentFrequency,
  anchor: DayNumber,
  interval: number | null,
  dueDay: number | null = null,
): PaymentSchedule {
  switch (frequency) {
    case 'weekly':
      return { kind: 'days', anchor, step: 7 };
    case 'biweekly':
      return { kind: 'days', anchor, step: 14 };
    case 'custom_days':
      return { kind: 'days', anchor, step: interval ?? DEFAULT_CUSTOM_DAYS };
    case 'custom_months':
      return monthSchedule(anchor, interval ?? DEFAULT_CUSTOM_MONTHS, dueDay);
    case 'monthly':
      return monthSchedule(anchor, 1, dueDay);
  }
}

function monthSchedule(anchor: DayNumber, step: number, dueDay: number | null): MonthSchedule {
  const { year, month, day } = dateOfDay(anchor);
  return { kind: 'months', anchor: monthIndex(year, month), dayOfMonth: dueDay ?? day, step };
}

/** The first scheduled day on or after `day` (schedules extend both ways from the anchor). */
export function firstDueDayFrom(schedule: DaySchedule, day: DayNumber): DayNumber {
  const offset = (((schedule.anchor - day) % schedule.step) + schedule.step) % schedule.step;
  return (day + offset) as DayNumber;
}

/** The first scheduled month on or after `month`. */
export function firstDueMonthFrom(schedule: MonthSchedule, month: MonthIndex): MonthIndex {
  const offset = (((schedule.anchor - month) % schedule.step) + schedule.step) % schedule.step;
  return (month + offset) as MonthIndex;
}

/** The due dates ('YYYY-MM-DD') of a schedule inside a calendar month. */
export function dueDatesInMonth(schedule: PaymentSchedule, month: MonthIndex): string[] {
  const { year, month: monthOfYear } = monthOfIndex(month);
  const length = daysInMonth(year, monthOfYear);
  if (schedule.kind === 'months') {
    if (firstDueMonthFrom(schedule, month) !== month) return [];
    return [formatDay(dayNumber(year, monthOfYear, Math.min(schedule.dayOfMonth, length)))];
  }
  const first = firstDayOfMonth(month);
  const dates: string[] = [];
  for (let day = firstDueDayFrom(schedule, first); day < first + length; day = (day + schedule.step) as DayNumber) {
    dates.push(formatDay(day));
  }
  return dates;
}

/**
 * How many dates of an every-`step`-days schedule fall in the `length` days from `start`.
 * Closed form (no loop, no allocation) because the monthly loop calls it for every debt.
 */
export function dueDaysInRange(anchor: number, step: number, start: number, length: number): number {
  const first = start + ((((anchor - start) % step) + step) % step);
  return first < start + length ? Math.floor((start + length - 1 - first) / step) + 1 : 0;
}

/** 1 when an every-`step`-months schedule anchored on month `anchor` is due in `month`, else 0. */
export function dueInMonth(anchor: number, step: number, month: number): number {
  return (((month - anchor) % step) + step) % step === 0 ? 1 : 0;
}

/** How many payments of a schedule fall in a calendar month. */
export function paymentsInMonth(schedule: PaymentSchedule, month: MonthIndex): number {
  if (schedule.kind === 'months') return dueInMonth(schedule.anchor, schedule.step, month);
  const { year, month: monthOfYear } = monthOfIndex(month);
  return dueDaysInRange(schedule.anchor, schedule.step, firstDayOfMonth(month), daysInMonth(year, monthOfYear));
}

/** The due dates ('YYYY-MM-DD') of a schedule from `from` to `to` (both 'YYYY-MM-DD', both included). */
export function dueDatesBetween(schedule: PaymentSchedule, from: string, to: string): string[] {
  const first = monthIndex(Number(from.slice(0, 4)), Number(from.slice(5, 7)));
  const last = monthIndex(Number(to.slice(0, 4)), Number(to.slice(5, 7)));
  const dates: string[] = [];
  for (let month = first; month <= last; month++) {
    for (const date of dueDatesInMonth(schedule, month as MonthIndex)) if (date >= from && date <= to) dates.push(date);
  }
  return dates;
}

/** The schedule's due date before `date` (itself a due date of the schedule). */
export function previousDueDate(schedule: PaymentSchedule, date: string): string {
  const { year, month, day } = parseDate(date)!;
  if (schedule.kind === 'days') return formatDay(dayNumber(year, month, day) - schedule.step);
  const previous = monthOfIndex(monthIndex(year, month) - schedule.step);
  return formatDay(dayNumber(previous.year, previous.month, Math.min(schedule.dayOfMonth, daysInMonth(previous.year, previous.month))));
}
