/**
 * Where one due date of a debt stands, from the dates of the payments recorded on that debt:
 * paid, missed, due (soon) or upcoming. The calendar, the Dashboard's "Due soon and overdue" card
 * and the reminders all read it from here, so they never disagree.
 *
 * The rule:
 * - A due date owns the payments dated after the previous due date's grace days and up to its own
 *   grace days: (previousDueDate + GRACE_DAYS, dueDate + GRACE_DAYS]. A payment made a day or two
 *   late still pays the date it was late for, and each payment counts for exactly one due date
 *   (the windows of consecutive due dates touch but never overlap). With no previous due date
 *   (the debt's first), every payment up to its grace days counts.
 * - 'paid': at least one payment is dated in that window, whatever today is (a payment recorded
 *   ahead, dated in the future, counts: the person has planned it).
 * - 'missed': no such payment and the due date is before today. A payment made later within the
 *   grace days turns it back into 'paid'.
 * - 'untracked': no such payment and the due date passed before the debt was added to Paydown
 *   (`trackedSince`): its payment may well have been made before Paydown knew of the debt, so no
 *   screen may call it missed.
 * - 'due': no such payment and the due date is today or within the next `dueSoonDays` days.
 * - 'upcoming': no such payment and the due date is further off.
 *
 * Amounts do not matter: a payment smaller than the minimum still shows the date as paid (the
 * screens show the amounts beside it), because the person did pay and the data does not say
 * whether the lender's minimum changed.
 */
import { dateOfDay, dayNumber, formatDay, parseDate } from '@/payoff/calendar';

export type DueDateStanding = 'paid' | 'missed' | 'untracked' | 'due' | 'upcoming';

/** Days after a due date during which a payment still pays that date. */
export const GRACE_DAYS = 3;

function day(date: string): number {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`Not a calendar date: "${date}"`);
  return dayNumber(parsed.year, parsed.month, parsed.day);
}

/** 'YYYY-MM-DD' that many days after `date` (negative for before). */
export function addDaysIso(date: string, days: number): string {
  return formatDay(day(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return day(to) - day(from);
}

/** The payment window of a due date: payments dated after `after` (when given) and up to `through`. */
export function paymentWindow(dueDate: string, previousDueDate: string | null): { after: string | null; through: string } {
  return {
    after: previousDueDate === null ? null : addDaysIso(previousDueDate, GRACE_DAYS),
    through: addDaysIso(dueDate, GRACE_DAYS),
  };
}

/**
 * The standing of one due date ('YYYY-MM-DD') of a debt. `paymentDates` are the dates of the
 * payments recorded on that debt (any order); `today` is 'YYYY-MM-DD' on this device;
 * `dueSoonDays` is how many days ahead a date counts as 'due' rather than 'upcoming' (0: only today);
 * `trackedSince` is the day the debt was added to Paydown ('YYYY-MM-DD'), when known.
 */
export function dueDateStanding(
  dueDate: string,
  previousDueDate: string | null,
  paymentDates: readonly string[],
  today: string,
  dueSoonDays = 0,
  trackedSince: string | null = null,
): DueDateStanding {
  const { after, through } = paymentWindow(dueDate, previousDueDate);
  const paid = paymentDates.some((date) => {
    const iso = formatDay(day(date));
    return (after === null || iso > after) && iso <= through;
  });
  if (paid) return 'paid';
  const daysAway = daysBetween(today, dueDate);
  if (daysAway < 0) return trackedSince !== null && dueDate < trackedSince ? 'untracked' : 'missed';
  return daysAway <= dueSoonDays ? 'due' : 'upcoming';
}


/** The calendar date of 'YYYY-MM-DD' as a `Date` at local midnight (for date-fns and formatting). */
export function localDate(date: string): Date {
  const { year, month, day: dayOfMonth } = dateOfDay(day(date));
  return new Date(year, month - 1, dayOfMonth);
}
