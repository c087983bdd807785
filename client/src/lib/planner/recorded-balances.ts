/**
 * The balance the user has recorded, over time.
 *
 * Why backwards from today's balances (and not forwards from starting balances): Paydown keeps no
 * starting balance and no interest postings. A debt's `balance` is what the user last entered, and
 * every payment recorded since moved it by exactly its amount (a CRDT `$inc`, see
 * data/payments/adjust-debt-balance.ts). So the balance at the end of any earlier day is today's
 * balance plus the payments dated after that day, exactly what the app showed then (unless the
 * balance was edited by hand, e.g. from a statement, in which case the edit is treated as having
 * always been there). Going forwards would need starting balances and interest we would have to
 * guess. The current point therefore always equals the total on the Debts and Dashboard screens.
 *
 * A debt marked paid by hand (not through payments) keeps its stored balance; it counts as owed
 * until the day it was last updated and as 0 after.
 */
import type { Debt, Payment } from '@schemas/index';
import { addMonths, monthOf, monthsBetween } from '../calendar-month';
import { PAID_OFF_AT, owedNow } from './debt-status';

type DebtFields = Pick<Debt, 'id' | 'balance' | 'isPaid' | 'updatedAt'>;
type PaymentFields = Pick<Payment, 'debtId' | 'amount' | 'date'>;

/** The last day of a 'YYYY-MM' month as 'YYYY-MM-DD'. */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year ?? 1970, m ?? 1, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** Whether a debt was marked paid by hand while still showing a balance. */
function markedPaidByHand(debt: DebtFields): boolean {
  return debt.isPaid === true && debt.balance > PAID_OFF_AT;
}

/** The debt's recorded balance at the end of `day` ('YYYY-MM-DD'); `payments` are the debt's own. */
export function recordedBalanceOn(debt: DebtFields, payments: readonly PaymentFields[], day: string): number {
  const later = payments.reduce((sum, payment) => (payment.date > day ? sum + payment.amount : sum), 0);
  const now = markedPaidByHand(debt) && debt.updatedAt.slice(0, 10) > day ? debt.balance : owedNow(debt);
  return Math.max(now + later, 0);
}

function paymentsByDebt(payments: readonly PaymentFields[]): Map<string, PaymentFields[]> {
  const byDebt = new Map<string, PaymentFields[]>();
  for (const payment of payments) {
    const list = byDebt.get(payment.debtId) ?? [];
    list.push(payment);
    byDebt.set(payment.debtId, list);
  }
  return byDebt;
}

/** A point of the recorded balance: the total at the end of `month` (or today, for this month). */
export interface RecordedMonth {
  month: string;
  balance: number;
}

/**
 * The total recorded balance at the end of every month from `from` to `thisMonth` ('YYYY-MM'),
 * the last point being today's total.
 */
export function recordedBalancesByMonth(
  debts: readonly DebtFields[],
  payments: readonly PaymentFields[],
  from: string,
  thisMonth: string,
): RecordedMonth[] {
  const byDebt = paymentsByDebt(payments);
  const count = Math.max(monthsBetween(from, thisMonth), 0) + 1;
  const points: RecordedMonth[] = [];
  for (let i = 0; i < count; i += 1) {
    const month = addMonths(from, i);
    const total =
      month >= thisMonth
        ? debts.reduce((sum, debt) => sum + owedNow(debt), 0)
        : debts.reduce((sum, debt) => sum + recordedBalanceOn(debt, byDebt.get(debt.id) ?? [], lastDayOf(month)), 0);
    points.push({ month, balance: Math.round(total * 100) / 100 });
  }
  return points;
}

/** How much has been paid off since Paydown started tracking these debts. */
export interface PaidSoFar {
  /** What the debts came to before any recorded payment (today's balances plus every payment). */
  startingTotal: number;
  /** What they come to now. */
  owedTotal: number;
  /** startingTotal − owedTotal. */
  paidOff: number;
  /** paidOff / startingTotal, 0–100 (0 when nothing was ever owed). */
  percent: number;
  /** The sum of every recorded payment. */
  paymentsTotal: number;
}

/** Progress from the recorded balances: every debt, including those paid off. */
export function paidSoFar(debts: readonly DebtFields[], payments: readonly PaymentFields[]): PaidSoFar {
  const known = new Set(debts.map((debt) => debt.id));
  const counted = payments.filter((payment) => known.has(payment.debtId));
  const paymentsTotal = counted.reduce((sum, payment) => sum + payment.amount, 0);
  const startingTotal = debts.reduce((sum, debt) => sum + Math.max(debt.balance, 0), 0) + paymentsTotal;
  const owedTotal = debts.reduce((sum, debt) => sum + owedNow(debt), 0);
  const round = (value: number) => Math.round(value * 100) / 100;
  const paidOff = Math.max(startingTotal - owedTotal, 0);
  return {
    startingTotal: round(startingTotal),
    owedTotal: round(owedTotal),
    paidOff: round(paidOff),
    percent: startingTotal > 0 ? Math.min((paidOff / startingTotal) * 100, 100) : 0,
    paymentsTotal: round(paymentsTotal),
  };
}

/** The first month anything was recorded: the earliest payment or debt. */
export function firstRecordedMonth(debts: readonly Pick<Debt, 'createdAt'>[], payments: readonly PaymentFields[]): string | null {
  const months = [...debts.map((debt) => monthOf(debt.createdAt)), ...payments.map((payment) => monthOf(payment.date))];
  return months.length === 0 ? null : months.reduce((a, b) => (a < b ? a : b));
}
