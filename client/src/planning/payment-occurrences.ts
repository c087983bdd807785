/**
 * The payment calendar's data: each due date of each owed debt in a date range, with what the
 * current plan pays on it, the minimum due, and whether it was paid (payment-standing.ts).
 *
 * - Due dates follow the payoff engine's one schedule rule (payoff/payment-dates.ts), anchored as
 *   the plan anchors them (its start month). A debt with no due day or due date has none (the
 *   engine assumes the 1st; no screen shows a date the person never gave).
 * - Planned amounts: the plan's payment to the debt in each calendar month, spread over the
 *   month's due dates by split-month-payment.ts, to the cent. A month with a planned payment but
 *   no due date of the debt (an every-3-months debt getting extra in a month between) carries it
 *   to the debt's next due date, so the dates still add up to everything the plan pays.
 * - The plan starts this month: a due date in an earlier month shows the minimum due as planned.
 *   Without a plan (the engine refused a debt, or nothing is planned) every date shows the minimum.
 * - Once the plan has paid a debt off, it has no more due dates.
 */
import type { Debt, Payment } from '@schemas/index';
import { PayoffInputError, debtSchedule, dueDatesBetween, previousDueDate, toCents, type PaymentSchedule, type PlanResult } from '@/payoff/index';
import { addMonths, currentMonth, monthsBetween } from '@/lib/calendar-month';
import { todayIso } from '@/lib/today';
import { isOwed } from './debt-status';
import { dueDateStanding, type DueDateStanding } from './payment-standing';
import { minimumDue } from './payments-due';
import { splitMonthPayment } from './split-month-payment';

export interface PaymentOccurrence {
  debtId: string;
  debtName: string;
  /** 'YYYY-MM-DD', a due date of the debt. */
  date: string;
  /** Dollars the current plan pays on this date (the minimum due before the plan's first month). */
  planned: number;
  /** The minimum due on this date, in dollars (never more than the plan pays on it). */
  minimum: number;
  status: DueDateStanding;
}

export interface OccurrenceSources {
  debts: readonly Debt[];
  /** Recorded payments (any debts). */
  payments: readonly Pick<Payment, 'debtId' | 'date'>[];
  /** The current plan (planning/current-plan.ts), or null when there is none. */
  plan: PlanResult | null;
  /** The range, both days included (local dates). */
  from: Date;
  to: Date;
  today: Date;
  /** How many days ahead a date unpaid counts as 'due' rather than 'upcoming' (0: only today). */
  dueSoonDays?: number;
}

/** More months than the longest gap between two due dates of any schedule (every 3660 days). */
const MAX_STEP_MONTHS = 121;

/** A month's days: 'YYYY-MM-01' to 'YYYY-MM-31' holds every date of any month when compared as text. */
const monthDates = (schedule: PaymentSchedule, month: string) => dueDatesBetween(schedule, `${month}-01`, `${month}-31`);

/**
 * Planned cents by due date for one debt, from the plan's first month up to `lastMonth` (and the
 * date that takes a carried payment after it), and the date after which the debt is paid off
 * (null while the plan does not pay it off by then).
 */
function plannedByDate(schedule: PaymentSchedule, debtId: string, minimum: number, plan: PlanResult, lastMonth: string) {
  const planned = new Map<string, number>();
  const summary = plan.debts.find((debt) => debt.id === debtId);
  const finalMonth = summary?.payoffDate ?? null;
  let carry = 0;
  let month = plan.startMonth;
  // Past the plan's last month only to place a carried payment: every schedule has a date within
  // MAX_STEP_MONTHS (the longest interval the engine accepts, 3660 days).
  for (let k = 0; k < plan.months.length + MAX_STEP_MONTHS && (month <= lastMonth || carry > 0); k++, month = addMonths(month, 1)) {
    const paid = finalMonth !== null && month > finalMonth ? 0 : toCents(plan.months[k]?.debts.find((debt) => debt.id === debtId)?.payment ?? 0);
    const total = paid + carry;
    const dates = monthDates(schedule, month);
    if (dates.length === 0) {
      carry = total;
      continue;
    }
    carry = 0;
    const amounts = splitMonthPayment(total, dates.length, minimum);
    dates.forEach((date, i) => {
      // The month the plan pays the debt off: the dates after the money runs out are not due.
      if (amounts[i]! > 0 || finalMonth === null || month < finalMonth) planned.set(date, amounts[i]!);
    });
    if (finalMonth !== null && month >= finalMonth) return { planned, paidOffAfter: [...planned.keys()].at(-1) ?? null };
  }
  return { planned, paidOffAfter: null };
}

/**
 * Each debt's payment dates, in the list's order, read in one pass: filtering the whole list once
 * per debt read 1,000,000 payments at 100 debts and 10,000 payments (a 230 ms freeze of the
 * Calendar).
 */
function datesByDebt(payments: OccurrenceSources['payments']): Map<string, string[]> {
  const dates = new Map<string, string[]>();
  for (const payment of payments) {
    const list = dates.get(payment.debtId);
    if (list) list.push(payment.date);
    else dates.set(payment.debtId, [payment.date]);
  }
  return dates;
}

/** Every due date of the owed debts from `from` to `to`, by date then debt name. */
export function paymentOccurrences({ debts, payments, plan, from, to, today, dueSoonDays = 0 }: OccurrenceSources): PaymentOccurrence[] {
  const first = todayIso(from);
  const last = todayIso(to);
  const day = todayIso(today);
  const startMonth = plan?.startMonth ?? currentMonth(today);
  const occurrences: PaymentOccurrence[] = [];
  const paymentDatesOf = datesByDebt(payments);
  for (const debt of debts) {
    if (!isOwed(debt) || (!debt.dueDay && !debt.dueDate)) continue;
    let schedule: PaymentSchedule;
    try {
      schedule = debtSchedule(debt, startMonth);
    } catch (error) {
      if (error instanceof PayoffInputError) continue;
      throw error;
    }
    const minimum = minimumDue(debt);
    const inPlan = plan !== null && plan.debts.some((entry) => entry.id === debt.id);
    const figures = inPlan && monthsBetween(plan.startMonth, last.slice(0, 7)) >= 0 ? plannedByDate(schedule, debt.id, toCents(debt.minimumPayment), plan, last.slice(0, 7)) : null;
    const paymentDates = paymentDatesOf.get(debt.id) ?? [];
    // Dates before the debt was added are never called missed (payment-standing.ts), as on the Dashboard.
    const added = todayIso(new Date(debt.createdAt));
    for (const date of dueDatesBetween(schedule, first, last)) {
      if (figures?.paidOffAfter && date > figures.paidOffAfter) break;
      const fromPlan = figures && date >= `${startMonth}-01` ? figures.planned.get(date) : undefined;
      if (figures && date >= `${startMonth}-01` && fromPlan === undefined) continue;
      const planned = fromPlan === undefined ? minimum : fromPlan / 100;
      occurrences.push({
        debtId: debt.id,
        debtName: debt.name,
        date,
        planned,
        minimum: Math.min(minimum, planned),
        status: dueDateStanding(date, previousDueDate(schedule, date), paymentDates, day, dueSoonDays, added),
      });
    }
  }
  return occurrences.sort((a, b) => a.date.localeCompare(b.date) || a.debtName.localeCompare(b.debtName));
}
