/**
 * The calendar file (.ics) of the plan's payments for the next 12 months, written by
 * ical-generator (loaded on the first download, not with the screen). Each debt's due dates become
 * repeating all-day events (calendar-series.ts), each with a reminder `daysBefore` days ahead.
 *
 * - All-day dates (VALUE=DATE) have no time zone: a due date is the same day wherever the person is.
 * - Stable UIDs, one per debt and series start, so importing a newer file updates the events
 *   instead of doubling them; SEQUENCE grows with the time the file was made (minutes), so a newer
 *   file's version wins in apps that compare them.
 * - The file is made from the current plan when it is downloaded; it says so in each event.
 */
import ical, { ICalAlarmType, ICalEventRepeatingFreq } from 'ical-generator';
import { addDays, addMonths } from 'date-fns';
import type { Debt } from '@schemas/index';
import type { PlanResult } from '@/payoff/index';
import { currentMonth, dayLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { todayIso } from '@/lib/today';
import { calendarSeries } from './calendar-series';
import { paymentOccurrences, type OccurrenceSources } from './payment-occurrences';

/** The reminder goes off at 9:00 on its day rather than at midnight. */
const ALARM_HOUR = 9;
const DAY_SECONDS = 24 * 60 * 60;
/** SEQUENCE counts minutes from here (any fixed moment before the first file works). */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

export interface CalendarFileInput {
  debts: readonly Debt[];
  payments: OccurrenceSources['payments'];
  /** The current plan (planning/current-plan.ts). */
  plan: PlanResult | null;
  /** Today on this device: the file covers today and the 12 months after it. */
  today: Date;
  /** Days before a due date the reminder goes off (0: on the day). */
  daysBefore: number;
  /** When the file is made. */
  now: Date;
}

/** The dates the file covers: today and the next 12 months (to the day before the same date a year on). */
export function nextTwelveMonths(today: Date): { from: Date; to: Date } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return { from, to: addDays(addMonths(from, 12), -1) };
}

/** A 'YYYY-MM-DD' date as the Date ical-generator writes as that day for an all-day event (it reads the UTC date). */
const allDay = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));

/** "paydown-payments-2027-01-20.ics" */
export function calendarFileName(today: Date): string {
  return `paydown-payments-${todayIso(today)}.ics`;
}

/** The .ics text. */
export function calendarFile({ debts, payments, plan, today, daysBefore, now }: CalendarFileInput): string {
  const occurrences = paymentOccurrences({ debts, payments, plan, ...nextTwelveMonths(today), today });
  const startMonth = plan?.startMonth ?? currentMonth(today);
  const asOf = todayIso(today);
  const calendar = ical({ name: 'Paydown payments', prodId: { company: 'Paydown', product: 'Paydown', language: 'EN' } });
  const sequence = Math.max(0, Math.floor((now.getTime() - SEQUENCE_EPOCH) / 60_000));
  for (const series of calendarSeries(occurrences, debts, startMonth)) {
    const amount = formatMoney(series.planned);
    calendar.createEvent({
      id: `${series.debtId}-${series.start}@paydown`,
      sequence,
      stamp: now,
      start: allDay(series.start),
      allDay: true,
      summary: `Pay ${series.debtName}: ${amount}`,
      description:
        `Your Paydown plan as of ${dayLabel(asOf)} pays ${amount} to ${series.debtName} on this date ` +
        `(minimum due ${formatMoney(series.minimum)}). Download the calendar again from Paydown after your plan changes.`,
      repeating: series.rule
        ? { freq: ICalEventRepeatingFreq[series.rule.freq], interval: series.rule.interval, count: series.count, ...(series.rule.byMonthDay ? { byMonthDay: series.rule.byMonthDay } : {}) }
        : null,
      alarms: [
        {
          type: ICalAlarmType.display,
          // Seconds before the day starts: daysBefore days, less the hours to 9:00 (after it, on the day itself).
          trigger: daysBefore * DAY_SECONDS - ALARM_HOUR * 60 * 60,
          description: `${series.debtName}: ${amount} due ${daysBefore === 0 ? 'today' : daysBefore === 1 ? 'tomorrow' : `in ${daysBefore} days`}`,
        },
      ],
    });
  }
  return calendar.toString();
}
