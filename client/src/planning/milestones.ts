/**
 * Milestones: progress a person can be proud of, from recorded data only, never inflated.
 *
 * - "Paid off" means the debt's payments cleared it (its derived balance reached zero) or the person
 *   closed it as paid in full. A debt settled, forgiven or refinanced, or marked paid with a balance
 *   left, is not paid off in those words (debt-status.ts): it is closed, and it is no milestone.
 * - Money paid down is what payments paid of what was owed: an excess kept as a credit is not
 *   progress (recorded-balances.ts, paidSoFar), and neither is interest charged.
 * - Every milestone is dated by the recorded payment (or closing) that reached it.
 */
import { isCharge, type Debt, type Payment } from '@schemas/index';
import { durationLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { toCents, toDollars } from '@/payoff/money';
import type { CurrentPlan } from './current-plan';
import { closedDay, creditOf, isOwed, leftUnpaid } from './debt-status';
import { entriesByDebt } from './entries-by-debt';
import { firstMonthMinimumCents } from './first-month-minimum';
import { paidSoFar } from './recorded-balances';

type DebtFields = Pick<Debt, 'id' | 'name' | 'balance' | 'isPaid' | 'closedAs' | 'closedOn' | 'updatedAt'>;
/** A payment, or interest and fees charged from a statement (`kind: 'charge'`): callers pass both. */
type PaymentFields = Pick<Payment, 'id' | 'debtId' | 'amount' | 'date'> & Partial<Pick<Payment, 'kind'>>;

/** A charge raises the balance, a payment lowers it, in cents. */
const signedCents = (entry: PaymentFields): number => (isCharge(entry) ? toCents(entry.amount) : -toCents(entry.amount));

/** Whether the debt is paid off: not owed, and cleared by payments or closed as paid in full (never settled, forgiven or refinanced). */
export function isPaidOff(debt: Pick<Debt, 'balance' | 'isPaid' | 'closedAs'>): boolean {
  if (isOwed(debt) || leftUnpaid(debt) > 0) return false;
  return debt.closedAs === undefined || debt.closedAs === 'paid_in_full';
}

/** Whether a write turned a debt that was owed into a paid-off one (the moment to celebrate on the device that wrote it). */
export function newlyPaidOff(before: Pick<Debt, 'balance' | 'isPaid' | 'closedAs'> | null, after: Pick<Debt, 'balance' | 'isPaid' | 'closedAs'> | null): boolean {
  return before !== null && after !== null && isOwed(before) && isPaidOff(after);
}

export interface PaidOffDebt {
  id: string;
  name: string;
  /** 'YYYY-MM-DD': the closing day (paid in full), else the date of the payment that brought the balance to zero. */
  date: string;
  /** Every payment recorded on it, in dollars (a credit beyond the balance included: that money was paid). */
  paidInAll: number;
  /**
   * Names this payoff for "celebrated once": the debt and its payoff day. A later payment kept as a
   * credit does not move the day, so it is not celebrated again; paid off again after reopening (a
   * payment removed, then another made on a later day) is a new payoff.
   */
  key: string;
}

/** By date, then id. Dates 'YYYY-MM-DD' order alike as text and by locale; text is many times faster on 10,000 payments. */
function byDate(a: PaymentFields, b: PaymentFields): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The day the debt's payments brought it to zero for good; null when they never did (it had nothing
 * to pay, or its legacy history says otherwise). Charges (interest and fees from a statement) raise
 * the balance on their dates, so a balance a payment cleared and a later charge reopened is paid
 * off on the day of the payment that cleared it again.
 */
function zeroDay(debt: DebtFields, own: readonly PaymentFields[]): string | null {
  // What there was to pay: the derived balance (opening − payments + charges, shown-debt.ts) with the entries undone, in cents.
  let left = toCents(debt.balance) - own.reduce((sum, entry) => sum + signedCents(entry), 0);
  let day: string | null = null;
  for (const entry of [...own].sort(byDate)) {
    const before = left;
    left += signedCents(entry);
    if (before > 0 && left <= 0) day = entry.date;
    else if (left > 0) day = null;
  }
  return day;
}

/** The debts that are paid off, each dated and with what was paid on it, oldest payoff first. */
export function paidOffDebts(debts: readonly DebtFields[], payments: readonly PaymentFields[]): PaidOffDebt[] {
  const paidOff = debts.filter(isPaidOff);
  if (paidOff.length === 0) return [];
  // Only the paid-off debts' entries are grouped and sorted: this runs on every screen after every
  // write (paid-off-moment.tsx), and sorting all 10,000 entries of a large account took 170–250 ms.
  const ids = new Set(paidOff.map((debt) => debt.id));
  const byDebt = entriesByDebt(paidOff.length === debts.length ? payments : payments.filter((entry) => ids.has(entry.debtId)));
  return paidOff
    .map((debt) => {
      const own = byDebt.get(debt.id)?.entries ?? [];
      const date = (debt.closedAs === 'paid_in_full' ? debt.closedOn : undefined) ?? zeroDay(debt, own) ?? closedDay(debt);
      const paidInAll = toDollars(own.reduce((sum, entry) => sum + (isCharge(entry) ? 0 : toCents(entry.amount)), 0));
      return { id: debt.id, name: debt.name, date, paidInAll, key: `${debt.id}@${date}` };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** How far back a payoff learnt of through sync is still celebrated: older ones were paid off before this device could say so. */
export const CELEBRATE_WITHIN_DAYS = 30;

/** Whole days from `from` to `to` ('YYYY-MM-DD'), calendar days whatever the time zone. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface CelebrationState {
  paidOff: readonly PaidOffDebt[];
  /** Payoff keys this device has celebrated already (for this person). */
  celebrated: ReadonlySet<string>;
  /** Debt ids this device's own writes just paid off: celebrated whatever their payoff date. */
  announced: ReadonlySet<string>;
  /** 'YYYY-MM-DD' on this device. */
  today: string;
}

/**
 * The payoffs to celebrate now: never one this device celebrated already; one this device's write
 * just made; and one learnt of through sync (or found on a first start) only when it is dated within
 * the last CELEBRATE_WITHIN_DAYS days, so debts paid off long ago are not celebrated as news.
 */
export function payoffsToCelebrate({ paidOff, celebrated, announced, today }: CelebrationState): PaidOffDebt[] {
  return paidOff.filter((debt) => {
    if (celebrated.has(debt.key)) return false;
    if (announced.has(debt.id)) return true;
    const age = daysBetween(debt.date, today);
    return age >= 0 && age <= CELEBRATE_WITHIN_DAYS;
  });
}

/** What a payoff freed up: the debt's minimum, and where the current plan now sends it. */
export interface FreedUp {
  /** The paid-off debt's minimum payment, in dollars. */
  minimum: number;
  /** The debt the current plan now pays beyond its minimum, and by how much this month (the freed minimum and the plan's extra); null when none is left or the plan cannot say. */
  next: { id: string; name: string; beyondMinimum: number } | null;
}

/**
 * Where the current plan sends money beyond the minimums this month: the debt it pays the most
 * above its own minimum (the strategy's focus), else the next debt it pays off. Null when nothing
 * is owed or the engine could not plan.
 */
export function freedUp(paidOffDebt: Pick<Debt, 'minimumPayment'>, current: Pick<CurrentPlan, 'plan' | 'input'>): FreedUp {
  const minimum = paidOffDebt.minimumPayment;
  const { plan, input } = current;
  const firstMonth = plan?.months[0];
  if (!plan || !firstMonth) return { minimum, next: null };
  let best: { id: string; beyond: number } | null = null;
  for (const row of firstMonth.debts) {
    const debt = input.debts.find((candidate) => candidate.id === row.id);
    const own = debt ? firstMonthMinimumCents(debt, input.startMonth) : null;
    if (own === null) continue;
    const beyond = toCents(row.payment) - own;
    if (beyond > 0 && (!best || beyond > best.beyond)) best = { id: row.id, beyond };
  }
  const nextId = best?.id ?? [...plan.debts].filter((debt) => debt.payoffMonth !== null).sort((a, b) => a.payoffMonth! - b.payoffMonth!)[0]?.id;
  const next = plan.debts.find((debt) => debt.id === nextId);
  return { minimum, next: next ? { id: next.id, name: next.name, beyondMinimum: toDollars(best?.beyond ?? 0) } : null };
}

/**
 * The sentence on what a payoff freed up: "Its $50.00 minimum payment now rolls into Car loan:
 * with your plan's extra, Car loan gets $250.00 a month beyond its own minimum." `owedLeft` is how
 * many debts are still owed.
 */
export function freedUpText({ minimum, next }: FreedUp, owedLeft: number): string {
  if (owedLeft === 0) return 'That was your last debt: you are debt-free!';
  const freed = minimum > 0 ? `Its ${formatMoney(minimum)} minimum payment` : 'What you paid on it';
  if (!next) return `${freed} is now free for your other debts: see Strategy for where your plan sends it.`;
  const extra = next.beyondMinimum > 0 ? ` With your plan's extra, ${next.name} gets ${formatMoney(next.beyondMinimum)} this month beyond its own minimum.` : '';
  return `${freed} now rolls into ${next.name}.${extra}`;
}

/** The Dashboard's countdown to the debt-free date of the current plan. */
export type DebtFreeCountdown =
  | { kind: 'no_debts' }
  | { kind: 'debt_free' }
  | { kind: 'cannot_plan'; reason: string }
  | { kind: 'never' }
  | { kind: 'countdown'; months: number; month: string; text: string };

/**
 * "Debt-free in 1 year 4 months — March 2028": the plan's months to its last payment and its
 * month, the same numbers Strategy shows. "Debt-free" only when no debt is owed at all.
 */
export function debtFreeCountdown(debts: readonly Pick<Debt, 'balance' | 'isPaid'>[], current: Pick<CurrentPlan, 'plan' | 'error'>): DebtFreeCountdown {
  if (debts.length === 0) return { kind: 'no_debts' };
  if (!debts.some(isOwed)) return { kind: 'debt_free' };
  if (current.error || !current.plan) return { kind: 'cannot_plan', reason: current.error ?? 'Paydown could not plan your debts.' };
  const { plan } = current;
  if (plan.status === 'never' || !plan.payoffDate) return { kind: 'never' };
  const months = plan.totalMonths;
  return { kind: 'countdown', months, month: plan.payoffDate, text: `Debt-free in ${durationLabel(months)} — ${monthLabel(plan.payoffDate)}` };
}

/** A dated milestone of the Progress screen. */
export interface Milestone {
  /** Stable per milestone, for lists. */
  id: string;
  /** 'YYYY-MM-DD' it was reached. */
  date: string;
  text: string;
}

/** Amounts paid down worth marking, in dollars. */
export const PAID_DOWN_MARKS = [1_000, 5_000, 10_000, 25_000, 50_000, 100_000] as const;

/**
 * The milestones reached, oldest first, from recorded payments and closings only:
 * - each debt paid off ("Visa paid off");
 * - the first $1,000 paid down, then $5,000, $10,000 …;
 * - halfway: half of everything there was to pay paid down (paidSoFar's starting total and what
 *   debts closed without being paid off still owed: a settlement does not bring halfway nearer).
 * Paid down counts each debt's payments up to what it owed (its credit is not progress), in date order.
 */
export function recordedMilestones(debts: readonly (DebtFields & Pick<Debt, 'closedOn'>)[], payments: readonly PaymentFields[]): Milestone[] {
  const milestones: Milestone[] = paidOffDebts(debts, payments).map((debt) => ({ id: `paid-off-${debt.key}`, date: debt.date, text: `${debt.name} paid off` }));
  // What each debt's payments could pay down: all they paid, less the interest and fees charged to
  // it (that part paid the charges) and the credit left on it, as paidSoFar counts principal.
  const room = new Map<string, number>();
  const byDebt = entriesByDebt(payments);
  for (const debt of debts) {
    const net = (byDebt.get(debt.id)?.entries ?? []).reduce((sum, entry) => sum - signedCents(entry), 0);
    room.set(debt.id, Math.max(net - toCents(creditOf(debt)), 0));
  }
  // Half of everything there was to pay, a closed debt's unpaid rest included: settling is not progress.
  const sofar = paidSoFar(debts, payments);
  const half = (toCents(sofar.startingTotal) + toCents(sofar.closedUnpaidTotal)) / 2;
  const marks = PAID_DOWN_MARKS.map((dollars) => ({ cents: dollars * 100, id: `paid-down-${dollars}`, text: `${dollars === 1_000 ? 'First ' : ''}${formatMoney(dollars)} paid down` }));
  let total = 0;
  let halfway = false;
  for (const payment of [...payments].sort(byDate)) {
    if (isCharge(payment)) continue;
    const left = room.get(payment.debtId) ?? 0;
    const counted = Math.min(toCents(payment.amount), left);
    if (counted <= 0) continue;
    room.set(payment.debtId, left - counted);
    const before = total;
    total += counted;
    for (const mark of marks) if (before < mark.cents && total >= mark.cents) milestones.push({ id: mark.id, date: payment.date, text: mark.text });
    if (!halfway && half > 0 && total >= half) {
      halfway = true;
      milestones.push({ id: 'halfway', date: payment.date, text: 'Halfway: half of your debt paid down' });
    }
  }
  return milestones.sort((a, b) => a.date.localeCompare(b.date));
}
