/**
 * Payments falling due soon, from each debt's due day or due date and its payment frequency, by
 * the payoff engine's own schedule rule (payoff/payment-dates.ts, through `debtSchedule`): the
 * anchor is the debt's due date, else its due day in the current month (the 31st is the month's
 * last day in shorter months); monthly and every-N-months debts fall on that day of the month,
 * weekly, biweekly and every-N-days debts every 7, 14 or N days in phase with the anchor.
 */
import { addDays, format } from 'date-fns';
import type { Debt } from '@schemas/index';
import { PayoffInputError, debtSchedule, dueDatesBetween, type PaymentSchedule } from '@/payoff/index';
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

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * Every due date ('YYYY-MM-DD') of the debt from `from` to `to` (both included), its schedule
 * anchored as a plan starting in `from`'s month anchors it. None for a debt without a due day or
 * date (the engine would assume the 1st; no screen shows a date the person never gave), nor for
 * one whose schedule fields the engine refuses (the plan names that debt and field instead).
 */
export function dueDateTexts(debt: DueFields, from: string, to: string): string[] {
  const schedule = dueSchedule(debt, from.slice(0, 7));
  return schedule ? dueDatesBetween(schedule, from, to) : [];
}

/**
 * The debt's schedule in a plan starting in `month` ('YYYY-MM'); null for a debt without a due day
 * or date, or whose schedule fields the engine refuses.
 */
export function dueSchedule(debt: DueFields, month: string): PaymentSchedule | null {
  if (!debt.dueDate && !debt.dueDay) return null;
  try {
    return debtSchedule(debt, month);
  } catch (error) {
    if (error instanceof PayoffInputError) return null;
    throw error;
  }
}

/** Every due date of the debt from `from` to `to` (both included), as local dates. */
export function dueDates(debt: DueFields, from: Date, to: Date): Date[] {
  return dueDateTexts(debt, day(from), day(to)).map((date) => new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));
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
    dueDateTexts(debt, day(from), day(to)).map((date) => ({ debtId: debt.id, debtName: debt.name, date, amount: minimumDue(debt) })),
  );
  due.sort((a, b) => a.date.localeCompare(b.date) || a.debtName.localeCompare(b.debtName));
  return { due, withoutDueDay: owed.filter((debt) => !debt.dueDay && !debt.dueDate) };
}
