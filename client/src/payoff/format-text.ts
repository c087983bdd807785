/**
 * Plain-language formatting for warning messages and recommendation reasons. Locale-free on
 * purpose (US English, '$1,234.56') so the engine's output is the same on every device.
 */
import { monthOfIndex, parseDate } from './calendar';

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** Cents as dollars with thousands separators: 123456 → '$1,234.56'; whole dollars drop '.00' when `whole`. */
export function formatDollars(cents: number, whole = false): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(whole ? Math.round(cents / 100) * 100 : cents);
  const dollars = Math.floor(absolute / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = absolute % 100;
  return `${sign}$${dollars}${whole ? '' : `.${rest < 10 ? '0' : ''}${rest}`}`;
}

/** A month index as 'March 2027'. */
export function monthLabel(index: number): string {
  const { year, month } = monthOfIndex(index);
  return `${MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

/** A date 'YYYY-MM-DD' as 'Apr 15, 2027' (the app's day format). */
export function dayLabel(date: string): string {
  const parsed = parseDate(date);
  if (parsed === null) return date;
  return `${(MONTH_NAMES[parsed.month - 1] ?? '').slice(0, 3)} ${parsed.day}, ${parsed.year}`;
}

/** '1 month', '3 months': a count with its noun, singular or plural. */
export function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** A count of months as '3 years 2 months', '1 year', '5 months'. */
export function durationLabel(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} year${years === 1 ? '' : 's'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} month${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}
