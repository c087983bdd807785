import { format } from 'date-fns';
import { formatMoney } from '@/lib/money';
import type { StandingDuePayment } from '@/planning/due-soon';
import { localDate } from '@/planning/payment-standing';

/** One notification to show: a payment of one debt due on one date. */
export interface PaymentReminder {
  /** Which payment it is about ('debtId@YYYY-MM-DD'): shown once per device, and the notification's tag. */
  key: string;
  /** 'YYYY-MM-DD', for forgetting old keys. */
  date: string;
  title: string;
  body: string;
}

export const reminderKey = (payment: Pick<StandingDuePayment, 'debtId' | 'date'>) => `${payment.debtId}@${payment.date}`;

/** 'Due today.', 'Due tomorrow.', 'Due in 3 days.' */
function whenText(daysAway: number): string {
  if (daysAway === 0) return 'Due today.';
  return daysAway === 1 ? 'Due tomorrow.' : `Due in ${daysAway} days.`;
}

/** The notification's words: "Visa: $85.00 due Friday, Dec 4", and when that is. */
export function reminderFor(payment: StandingDuePayment): PaymentReminder {
  return {
    key: reminderKey(payment),
    date: payment.date,
    title: `${payment.debtName}: ${formatMoney(payment.amount)} due ${format(localDate(payment.date), 'EEEE, MMM d')}`,
    body: `${whenText(payment.daysAway)} Record it in Paydown once you have paid.`,
  };
}

/**
 * The reminders this device should show now: one for each payment from today through the days
 * before chosen that is not paid yet (standing 'due', payment-standing.ts) and that this device
 * has not shown before. Overdue payments get none: the Dashboard lists them.
 */
export function remindersToShow(ahead: readonly StandingDuePayment[], daysBefore: number, shown: ReadonlySet<string>): PaymentReminder[] {
  return ahead
    .filter((payment) => payment.standing === 'due' && payment.daysAway >= 0 && payment.daysAway <= daysBefore && !shown.has(reminderKey(payment)))
    .map(reminderFor);
}
