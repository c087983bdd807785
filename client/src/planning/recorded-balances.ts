/**
 * The balance the user has recorded, over time.
 *
 * Why backwards from today's balances (and not forwards from starting balances): Paydown keeps no
 * interest postings, and a debt's balance is derived: what the user last entered minus every
 * payment recorded since, each by exactly its amount (data/debts/shown-debt.ts). So the balance at
 * the end of any earlier day is today's balance plus the payments dated after that day, exactly
 * what the app showed then (unless the
 * balance was edited by hand, e.g. from a statement, in which case the edit is treated as having
 * always been there). Going forwards would need starting balances and interest we would have to
 * guess. The current point therefore always equals the total on the Debts and Dashboard screens.
 *
 * A debt with a credit (a balance below zero) counts from that balance: $900 paid on a debt of
 * $600 leaves −$300, so before the payment it owed $600, not $900. A debt closed with a balance left
 * (settled, forgiven, refinanced: debt-status.ts) counts as owed until the day it closed and as 0
 * from then on.
 *
 * Paid down (paidSoFar) is derived, never stored: a debt's payments, less the interest and fees
 * charged to it (recorded from statements: that part of the payments paid the charges, not the
 * debt), less the credit they left (an excess paid beyond what was owed is not progress), never
 * below 0. Charges are never progress: they are reported as their own total. What a closed debt still owed when it
 * closed is neither owed nor paid down; it is left out of the total and reported on its own.
 */
import { isCharge, type Debt, type Payment } from '@schemas/index';
import { addMonths, monthOf, monthsBetween } from '@/lib/calendar-month';
import { closedDay, creditOf, leftUnpaid, owedNow } from './debt-status';
import { changeAfter, entriesByDebt, type DebtLedger, type LedgerEntry } from './entries-by-debt';

type DebtFields = Pick<Debt, 'id' | 'balance' | 'isPaid' | 'updatedAt' | 'closedOn'>;
/** A payment, or interest and fees charged (`kind: 'charge'`, with its split) when the caller passes charges too. */
type PaymentFields = Pick<Payment, 'debtId' | 'amount' | 'date'> & Partial<Pick<Payment, 'kind' | 'interest' | 'fees'>>;

/** The last day of a 'YYYY-MM' month as 'YYYY-MM-DD'. */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year ?? 1970, m ?? 1, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** Whether the debt was closed with a balance left by the end of `day`: it counts as 0 from then on. */
const closedBy = (debt: DebtFields, day: string) => leftUnpaid(debt) > 0 && closedDay(debt) <= day;

/**
 * The debt's recorded balance at the end of `day` ('YYYY-MM-DD'); `payments` are the debt's own,
 * with its charges: today's balance plus the payments dated after the day, less the charges dated
 * after it (each raised the balance on its date).
 */
export function recordedBalanceOn(debt: DebtFields, payments: readonly PaymentFields[], day: string): number {
  if (closedBy(debt, day)) return 0;
  const later = payments.reduce((sum, entry) => (entry.date > day ? sum + (isCharge(entry) ? -entry.amount : entry.amount) : sum), 0);
  return Math.max(debt.balance + later, 0);
}

/** recordedBalanceOn from the debt's grouped entries (entries-by-debt.ts): for the calculations that ask about many days. */
export function ledgerBalanceOn(debt: DebtFields, ledger: DebtLedger<LedgerEntry> | undefined, day: string): number {
  if (closedBy(debt, day)) return 0;
  return Math.max(debt.balance + changeAfter(ledger, day), 0);
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
  // Only months before this one read the entries (planStanding asks for this month alone).
  const byDebt = from < thisMonth ? entriesByDebt(payments) : null;
  const ledgers = debts.map((debt) => byDebt?.get(debt.id));
  const count = Math.max(monthsBetween(from, thisMonth), 0) + 1;
  const points: RecordedMonth[] = [];
  for (let i = 0; i < count; i += 1) {
    const month = addMonths(from, i);
    const day = lastDayOf(month);
    const total =
      month >= thisMonth
        ? debts.reduce((sum, debt) => sum + owedNow(debt), 0)
        : debts.reduce((sum, debt, index) => sum + ledgerBalanceOn(debt, ledgers[index], day), 0);
    points.push({ month, balance: Math.round(total * 100) / 100 });
  }
  return points;
}

/** How much has been paid off since Paydown started tracking these debts. */
export interface PaidSoFar {
  /** What there was to pay: what has been paid down plus what is owed now. */
  startingTotal: number;
  /** What the debts owe now. */
  owedTotal: number;
  /** What payments paid down (principal): per debt, its payments less its charges less its credit, at least 0. */
  paidOff: number;
  /** paidOff / startingTotal, 0–100 (0 when nothing was ever owed). */
  percent: number;
  /** The sum of every recorded payment. */
  paymentsTotal: number;
  /** Paid beyond what was owed: the debts' credits (not paid down). */
  creditTotal: number;
  /** What debts closed with a balance left (settled, forgiven, refinanced) still owed: neither owed nor paid down. */
  closedUnpaidTotal: number;
  /** Interest and fees charged, recorded from statements (the charges' amounts): never progress. */
  chargedTotal: number;
  /** Of the charges, the interest and the fees as the person split them. */
  interestCharged: number;
  feesCharged: number;
  /** The part of the payments that covered those charges: per debt, payments less credit less principal paid. */
  paidToCharges: number;
}

/**
 * Progress from the recorded balances: every debt, including those paid off or closed. `payments`
 * may hold the debts' charges too (`kind: 'charge'`): without them, a debt charged interest would
 * count the payments that covered it as paid down.
 */
export function paidSoFar(debts: readonly DebtFields[], payments: readonly PaymentFields[]): PaidSoFar {
  const paidTo = new Map<string, number>();
  const chargedTo = new Map<string, number>();
  let interestCharged = 0;
  let feesCharged = 0;
  for (const entry of payments) {
    const sums = isCharge(entry) ? chargedTo : paidTo;
    sums.set(entry.debtId, (sums.get(entry.debtId) ?? 0) + entry.amount);
    if (isCharge(entry)) {
      const fees = entry.fees ?? 0;
      feesCharged += fees;
      interestCharged += entry.interest ?? entry.amount - fees;
    }
  }
  let paymentsTotal = 0;
  let paidOff = 0;
  let owedTotal = 0;
  let creditTotal = 0;
  let closedUnpaidTotal = 0;
  let chargedTotal = 0;
  let paidToCharges = 0;
  for (const debt of debts) {
    const paid = paidTo.get(debt.id) ?? 0;
    const charged = chargedTo.get(debt.id) ?? 0;
    const credit = creditOf(debt);
    const principal = Math.max(paid - charged - credit, 0);
    paymentsTotal += paid;
    paidOff += principal;
    chargedTotal += charged;
    paidToCharges += Math.max(paid - credit, 0) - principal;
    owedTotal += owedNow(debt);
    creditTotal += credit;
    closedUnpaidTotal += leftUnpaid(debt);
  }
  const startingTotal = paidOff + owedTotal;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    chargedTotal: round(chargedTotal),
    interestCharged: round(interestCharged),
    feesCharged: round(feesCharged),
    paidToCharges: round(paidToCharges),
    startingTotal: round(startingTotal),
    owedTotal: round(owedTotal),
    paidOff: round(paidOff),
    percent: startingTotal > 0 ? Math.min((paidOff / startingTotal) * 100, 100) : 0,
    paymentsTotal: round(paymentsTotal),
    creditTotal: round(creditTotal),
    closedUnpaidTotal: round(closedUnpaidTotal),
  };
}

/** The first month anything was recorded: the earliest payment or debt. */
export function firstRecordedMonth(debts: readonly Pick<Debt, 'createdAt'>[], payments: readonly PaymentFields[]): string | null {
  let first: string | null = null;
  for (const debt of debts) {
    const month = monthOf(debt.createdAt);
    if (first === null || month < first) first = month;
  }
  for (const payment of payments) {
    const month = monthOf(payment.date);
    if (first === null || month < first) first = month;
  }
  return first;
}
