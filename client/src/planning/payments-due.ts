/**
 * Payments falling due soon, from each debt's due day or due date and its payment frequency. The
 * dates follow the payoff engine's schedule rules (payoff/payment-dates.ts): the anchor is the
 * debt's due date, else its due day in the current month (the 31st is the month's last day in
 * shorter months); monthly and every-N-months debts fall on that day of the month, weekly,
 * biweekly and every-N-days debts every 7, 14 or N days in phase with the anchor.
 */
import { addDays, differenceInCalendarDays, format, getDaysInMonth, parseISO } from 'date-fns';
import type { Debt } from '@schemas/index';
import { isOwed, owedNow } from './debt-status';

/** One payment due. */
export interface DuePayment {
  debtId: string;
  debtName: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The minimum due, in dollars (never more than the debt owes). */
  amount: number;
}

type DueFields = Pick<
  Debt,
  | 'id' | 'name' | 'balance' | 'isPaid' | 'interestRate' | 'minimumPayment' | 'paymentFrequency' | 'dueDay' | 'dueDate'
  | 'minPayCalc' | 'minPayPercentage' | 'customMetadata'
>;

function interval(debt: DueFields, fallback: number): number {
  const value = (debt.customMetadata as { paymentInterval?: unknown } | undefined)?.paymentInterval;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** A date in a month with the day clamped to the month's length. */
function dayInMonth(year: number, monthIndex: number, day: number): Date {
  const first = new Date(year, monthIndex, 1);
  return new Date(year, monthIndex, Math.min(day, getDaysInMonth(first)));
}

/** Every due date of the debt from `from` to `to` (both included). */
export function dueDates(debt: DueFields, from: Date, to: Date): Date[] {
  if (!debt.dueDate && !debt.dueDay) return [];
  const anchor = debt.dueDate ? parseISO(debt.dueDate) : dayInMonth(from.getFullYear(), from.getMonth(), debt.dueDay ?? 1);
  const dates: Date[] = [];
  const steps: Partial<Record<string, number>> = { weekly: 7, biweekly: 14, custom_days: interval(debt, 14) };
  const stepDays = steps[debt.paymentFrequency];
  if (stepDays !== undefined) {
    const k = Math.ceil(differenceInCalendarDays(from, anchor) / stepDays);
    for (let date = addDays(anchor, k * stepDays); date <= to; date = addDays(date, stepDays)) dates.push(date);
    return dates;
  }
  const everyMonths = debt.paymentFrequency === 'custom_months' ? interval(debt, 1) : 1;
  const day = debt.dueDate ? anchor.getDate() : (debt.dueDay ?? 1);
  const anchorMonth = anchor.getFullYear() * 12 + anchor.getMonth();
  for (let m = from.getFullYear() * 12 + from.getMonth(); m <= to.getFullYear() * 12 + to.getMonth(); m += 1) {
    if ((((m - anchorMonth) % everyMonths) + everyMonths) % everyMonths !== 0) continue;
    const date = dayInMonth(Math.floor(m / 12), m % 12, day);
    if (date >= from && date <= to) dates.push(date);
  }
  return dates;
}

/**
 * The minimum due on one payment date: the fixed minimum, or for the percentage methods (applied
 * once a month, like a statement) the percentage of today's balance (plus a month's interest for
 * percent_principal_interest) when that is more than the fixed floor; never more than is owed.
 */
export function minimumDue(debt: DueFields): number {
  const owed = owedNow(debt);
  let amount = debt.minimumPayment;
  const monthlyStatement = debt.paymentFrequency === 'monthly' || debt.paymentFrequency === 'custom_months';
  if (monthlyStatement && debt.minPayCalc && debt.minPayCalc !== 'fixed_amount') {
    const percent = (owed * (debt.minPayPercentage ?? 0)) / 100;
    const interest = debt.minPayCalc === 'percent_principal_interest' ? (owed * debt.interestRate) / 1200 : 0;
    amount = Math.max(amount, percent + interest);
  }
  return Math.round(Math.min(amount, owed) * 100) / 100;
}

/** Payments due from `today` through the next `days` days, soonest first, and the owed debts with no due day set. */
export function paymentsDue(debts: readonly DueFields[], today: Date, days = 30): { due: DuePayment[]; withoutDueDay: DueFields[] } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const to = addDays(from, days);
  const owed = debts.filter(isOwed);
  const due = owed.flatMap((debt) =>
    dueDates(debt, from, to).map((date) => ({ debtId: debt.id, debtName: debt.name, date: format(date, 'yyyy-MM-dd'), amount: minimumDue(debt) })),
  );
  due.sort((a, b) => a.date.localeCompare(b.date) || a.debtName.localeCompare(b.debtName));
  return { due, withoutDueDay: owed.filter((debt) => !debt.dueDay && !debt.dueDate) };
}
