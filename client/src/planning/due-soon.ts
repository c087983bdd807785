/**
 * What is due soon and what is overdue, per debt and due date, for the Dashboard's "Due soon and
 * overdue" card and for payment reminders (features/reminders). Each due date's standing comes
 * from payment-standing.ts, the one rule for paid and missed.
 *
 * - Due dates follow each debt's due day or due date and payment frequency, by the engine's schedule
 *   anchored as the Dashboard's list and the calendar anchor it (payments-due.ts); the date before
 *   the first one listed (its payment window starts there) is the schedule's previous due date.
 * - Overdue: a due date in the last `overdueDays` days (30) that stands 'missed'. A due date
 *   before the day the debt was added to Paydown never counts as missed: its payment may well
 *   have been made before Paydown knew the debt.
 * - Ahead: every due date from today through `aheadDays` days (30), with its standing: 'paid'
 *   (paid ahead), 'due' (today or within `dueSoonDays`), or 'upcoming'.
 * - Only debts still owed (debt-status.ts); the amount is the minimum due (payments-due.ts).
 */
import type { Debt, Payment } from '@schemas/index';
import { todayIso } from '@/lib/today';
import { dueDatesBetween, previousDueDate } from '@/payoff/index';
import { isOwed } from './debt-status';
import { dueSchedule, minimumDue, type DuePayment } from './payments-due';
import { addDaysIso, daysBetween, dueDateStanding, paymentWindow, type DueDateStanding } from './payment-standing';

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

export function dueSoonAndOverdue(input: DueSoonInput): { overdue: StandingDuePayment[]; ahead: StandingDuePayment[] } {
  const { today, dueSoonDays, aheadDays = 30, overdueDays = 30 } = input;
  const firstShown = addDaysIso(today, -overdueDays);
  const lastShown = addDaysIso(today, aheadDays);
  const paymentDates = new Map<string, string[]>();
  for (const payment of input.payments) {
    const dates = paymentDates.get(payment.debtId);
    if (dates) dates.push(payment.date);
    else paymentDates.set(payment.debtId, [payment.date]);
  }

  const overdue: StandingDuePayment[] = [];
  const ahead: StandingDuePayment[] = [];
  for (const debt of input.debts.filter(isOwed)) {
    // Anchored as the Dashboard's list from today and the calendar anchor it (a plan starting this month).
    const schedule = dueSchedule(debt, today.slice(0, 7));
    const dates = schedule ? dueDatesBetween(schedule, firstShown, lastShown) : [];
    if (!schedule || dates.length === 0) continue;
    const added = todayIso(new Date(debt.createdAt));
    const amount = minimumDue(debt);
    // Only the payments inside the listed dates' windows can pay them: read the others once, here.
    const before = previousDueDate(schedule, dates[0]!);
    const from = paymentWindow(dates[0]!, before).after;
    const through = paymentWindow(dates.at(-1)!, null).through;
    const paid = (paymentDates.get(debt.id) ?? []).filter((date) => (from === null || date > from) && date <= through);
    dates.forEach((date, index) => {
      const standing = dueDateStanding(date, index > 0 ? dates[index - 1]! : before, paid, today, dueSoonDays, added);
      const entry = { debtId: debt.id, debtName: debt.name, date, amount, standing, daysAway: daysBetween(today, date) };
      if (date >= today) ahead.push(entry);
      else if (standing === 'missed') overdue.push(entry);
    });
  }
  const byDate = (a: StandingDuePayment, b: StandingDuePayment) => a.date.localeCompare(b.date) || a.debtName.localeCompare(b.debtName);
  return { overdue: overdue.sort(byDate), ahead: ahead.sort(byDate) };
}
