/**
 * Calendar arithmetic on plain numbers (proleptic Gregorian, no time zones, no `Date`).
 *
 * The engine never reads the clock: dates arrive as 'YYYY-MM' / 'YYYY-MM-DD' strings and are
 * turned into day numbers (days since 1970-01-01) and month indexes (year × 12 + month − 1).
 */

/** A calendar day as a count of days since 1970-01-01. */
export type DayNumber = number & { readonly __unit: 'day' };

/** A calendar month as `year × 12 + (month − 1)`, so consecutive months differ by one. */
export type MonthIndex = number & { readonly __unit: 'month' };

/** A parsed calendar date. `month` is 1–12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

/** True for Gregorian leap years. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Day number of a civil date (Howard Hinnant's days_from_civil). */
export function dayNumber(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return (era * 146097 + dayOfEra - 719468) as DayNumber;
}

/** Month index of a year and month (1–12). */
export function monthIndex(year: number, month: number): MonthIndex {
  return (year * 12 + month - 1) as MonthIndex;
}

/** Year and month (1–12) of a month index. */
export function monthOfIndex(index: MonthIndex | number): { year: number; month: number } {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Formats a month index as 'YYYY-MM'. */
export function formatMonth(index: MonthIndex | number): string {
  const { year, month } = monthOfIndex(index);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}`;
}

/** Parses 'YYYY-MM' (or returns null when it is not a valid month). */
export function parseMonth(text: string): MonthIndex | null {
  const match = MONTH_PATTERN.exec(text);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return monthIndex(Number(match[1]), month);
}

/**
 * Parses 'YYYY-MM-DD' (a trailing time such as 'T00:00:00Z' is ignored, so ISO timestamps
 * stored by forms are accepted) or returns null when it is not a real calendar date.
 */
export function parseDate(text: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The civil date of a day number (Howard Hinnant's civil_from_days). */
export function dateOfDay(day: DayNumber | number): CalendarDate {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return {
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: dayOfYear - Math.floor((153 * mp + 2) / 5) + 1,
  };
}

/** Formats a day number as 'YYYY-MM-DD'. */
export function formatDay(day: DayNumber | number): string {
  const { year, month, day: dayOfMonth } = dateOfDay(day);
  return `${formatMonth(monthIndex(year, month))}-${dayOfMonth < 10 ? '0' : ''}${dayOfMonth}`;
}

/** Day number of the first day of a month index. */
export function firstDayOfMonth(index: MonthIndex | number): DayNumber {
  const { year, month } = monthOfIndex(index);
  return dayNumber(year, month, 1);
}
