/**
 * Calendar months as the payoff engine writes them ('YYYY-MM') and the labels the screens show.
 * The engine never reads the clock; the screens take "this month" from the device here.
 */
import { format } from 'date-fns';

const MONTH = /^(\d{4})-(\d{2})$/;

function parts(month: string): { year: number; month: number } {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`Not a month 'YYYY-MM': ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** 'YYYY-MM' of a date on this device (local time): the month a plan made today starts in. */
export function currentMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** The month `count` months after `month` (negative counts go back). */
export function addMonths(month: string, count: number): string {
  const { year, month: m } = parts(month);
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months `to` is after `from` ('2026-01' → '2026-03' is 2). */
export function monthsBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** The 'YYYY-MM' of a 'YYYY-MM-DD' date or an ISO timestamp. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** 'March 2027' (`long`) or 'Mar 2027' (`short`). */
export function monthLabel(month: string, style: 'long' | 'short' = 'long'): string {
  const { year, month: m } = parts(month);
  return format(new Date(year, m - 1, 1), style === 'long' ? 'MMMM yyyy' : 'MMM yyyy');
}

/** A 'YYYY-MM-DD' date as 'Mar 5, 2026'; an ISO timestamp (a document's updatedAt) by its day on this device. */
export function dayLabel(date: string): string {
  if (date.length > 10) return format(new Date(date), 'MMM d, yyyy');
  const [year, month, day] = date.split('-').map(Number);
  return format(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1), 'MMM d, yyyy');
}

/** '3 years 2 months', '1 year', '5 months' for a count of months. */
export function durationLabel(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const out: string[] = [];
  if (years > 0) out.push(`${years} year${years === 1 ? '' : 's'}`);
  if (rest > 0 || years === 0) out.push(`${rest} month${rest === 1 ? '' : 's'}`);
  return out.join(' ');
}
