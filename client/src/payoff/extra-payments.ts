/**
 * Extra payments: money added to the month's budget on a schedule of its own.
 *
 * - `once_per_month` (also the stored default `'monthly'`): `extraPayment × extraPaymentTimesPerMonth`
 *   every month.
 * - `every_x_days`: one `extraPayment` on the start month's first day and every
 *   `extraPaymentDaysInterval` days after it; a month gets one per date falling in it.
 * - `selected_days`: one `extraPayment` per selected day of the month that the month has
 *   (day 31 does not occur in a 30-day month, day 29–31 not in a short February).
 */
import { type MonthIndex, daysInMonth, firstDayOfMonth, monthOfIndex } from './calendar';
import { type Cents, toCents } from './money';
import { dueDaysInRange } from './payment-dates';
import type { StrategyInput } from './plan-input';

/** A resolved extra-payment schedule, amounts in cents. */
export type ExtraSchedule =
  | { readonly kind: 'once_per_month'; readonly amount: Cents; readonly times: number }
  | { readonly kind: 'every_x_days'; readonly amount: Cents; readonly firstDay: number; readonly interval: number }
  | {
      readonly kind: 'selected_days';
      readonly amount: Cents;
      /** Occurrences in a month of 28, 29, 30 and 31 days (index = length − 28). */
      readonly byMonthLength: readonly [number, number, number, number];
    };

/**
 * Resolves a validated strategy's extra-payment fields into a schedule anchored on `startMonth`.
 * Duplicate selected days count once.
 */
export function extraSchedule(strategy: StrategyInput, startMonth: MonthIndex): ExtraSchedule {
  const amount = toCents(strategy.extraPayment ?? 0);
  const frequency = strategy.extraPaymentFrequency ?? 'once_per_month';
  if (frequency === 'every_x_days') {
    return { kind: 'every_x_days', amount, firstDay: firstDayOfMonth(startMonth), interval: strategy.extraPaymentDaysInterval ?? 30 };
  }
  if (frequency === 'selected_days') {
    const days = new Set(strategy.extraPaymentSelectedDays ?? []);
    const count = (length: number): number => [...days].filter((day) => day <= length).length;
    return { kind: 'selected_days', amount, byMonthLength: [count(28), count(29), count(30), count(31)] };
  }
  return { kind: 'once_per_month', amount, times: strategy.extraPaymentTimesPerMonth ?? 1 };
}

/** How many extra payments fall in a month that starts on day number `firstDay` and has `length` days. */
export function extraOccurrences(schedule: ExtraSchedule, firstDay: number, length: number): number {
  switch (schedule.kind) {
    case 'once_per_month':
      return schedule.times;
    case 'every_x_days':
      return dueDaysInRange(schedule.firstDay, schedule.interval, firstDay, length);
    case 'selected_days':
      return schedule.byMonthLength[length - 28] ?? 0;
  }
}

/** The extra money (cents) a calendar month receives. */
export function extraForMonth(schedule: ExtraSchedule, month: MonthIndex): Cents {
  const { year, month: monthOfYear } = monthOfIndex(month);
  return (schedule.amount * extraOccurrences(schedule, firstDayOfMonth(month), daysInMonth(year, monthOfYear))) as Cents;
}
