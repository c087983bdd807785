/**
 * What is due soon and what is overdue, per debt and due date, for the Dashboard's "Due soon and
 * overdue" card and for payment reminders (features/reminders). Each due date's standing comes
 * from payment-standing.ts, the one rule for paid and missed.
 *
 * - Due dates follow each debt's due day or due date and payment frequency (payments-due.ts).
 * - Overdue: a due date in the last `overdueDays` days (30) that stands 'missed'. A due date
 *   before the day the debt was added to Paydown never counts as missed: its payment may well
 *   have been made before Paydown knew the debt.
 * - Ahead: every due date from today through `aheadDays` days (30), with its standing: 'paid'
 *   (paid ahead), 'due' (today or within `dueSoonDays`), or 'upcoming'.
 * - Only debts still owed (debt-status.ts); the amount is the minimum due (payments-due.ts).
 */
import type { Debt, Payment } from '@schemas/index';
import { todayIso } from '@/lib/today';
import { isOwed } from './debt-status';
import { dueDates, minimumDue, type DuePayment } from './payments-due';
import { addDaysIso, daysBetween, dueDateStanding, localDate, type DueDateStanding } from './payment-standing';

/** One due date of one debt, where it stands and how many days away it is (negative: past). */
export interface StandingDuePayment extends DuePayment {
  standing: DueDateStanding;
  daysAway: number;
}

export interface DueSoonInput {
  debts: readonly Debt[];
  payments: readonly Pick<Payment, 'debtId' | 'date'>[];
  /** 'YYYY-MM-DD' on this device. */
  today: string;
  /** Days ahead that count as due soon (the reminder setting's days before). */
  dueSoonDays: number;
  aheadDays?: number;
  overdueDays?: number;
}

/**
 * How far back due dates are listed to find the one before the first date shown (its payment
 * window starts there): a year and a month covers every schedule up to one payment a year.
 */
const LOOK_BACK_DAYS = 400;

/**
 * A debt with only a due day is anchored on that day of the month its dates are listed from
 * (payments-due.ts). Listing from a year back would move weekly and every-N schedules out of phase
 * with the dates the Dashboard lists from today, so such a debt is anchored on its due day this
 * month, as when listing from today. (A monthly debt is in phase whatever the month.)
 */
function anchoredThisMonth(debt: Debt, today: string): Debt {
  if (debt.dueDate || !debt.dueDay || debt.paymentFrequency === 'monthly') return debt;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const day = Math.min(debt.dueDay, new Date(year, month, 0).getDate());
  return { ...debt, dueDate: `${today.slice(0, 8)}${String(day).padStart(2, '0')}` };
}

export function dueSoonAndOverdue(input: DueSoonInput): { overdue: StandingDuePayment[]; ahead: StandingDuePayment[] } {
  const { today, dueSoonDays, aheadDays = 30, overdueDays = 30 } = input;
  const firstShown = addDaysIso(today, -overdueDays);
  const lastShown = addDaysIso(today, aheadDays);
  const paymentDates = new Map<string, string[]>();
  for (const payment of input.payments) paymentDates.set(payment.debtId, [...(paymentDates.get(payment.debtId) ?? []), payment.date]);

  const overdue: StandingDuePayment[] = [];
  const ahead: StandingDuePayment[] = [];
  for (const debt of input.debts.filter(isOwed)) {
    const added = todayIso(new Date(debt.createdAt));
    const dates = dueDates(anchoredThisMonth(debt, today), localDate(addDaysIso(firstShown, -LOOK_BACK_DAYS)), localDate(lastShown)).map((date) => todayIso(date));
    dates.forEach((date, index) => {
      if (date < firstShown) return;
      const standing = dueDateStanding(date, dates[index - 1] ?? null, paymentDates.get(debt.id) ?? [], today, dueSoonDays, added);
      const entry = { debtId: debt.id, debtName: debt.name, date, amount: minimumDue(debt), standing, daysAway: daysBetween(today, date) };
      if (date >= today) ahead.push(entry);
      else if (standing === 'missed') overdue.push(entry);
    });
  }
  const byDate = (a: StandingDuePayment, b: StandingDuePayment) => a.date.localeCompare(b.date) || a.debtName.localeCompare(b.debtName);
  return { overdue: overdue.sort(byDate), ahead: ahead.sort(byDate) };
}
