/**
 * The schedule rows of a plan: recorded by the monthly loop as a few numbers, built into
 * PlanMonth objects only when someone reads them (planPayoff's `months`, on first access).
 *
 * Why: a 30-year plan for 25 debts has ~9,000 debt-months. Building an object per debt-month
 * (with a dollar conversion per field) while the loop ran cost several times the loop itself,
 * and most callers (totals, the first screenful of a schedule) never read most of them. Even
 * writing one number per debt-month into a fresh array cost more than the loop: untouched debts
 * are most debt-months, and their balances are already in the minimum-only paths.
 *
 * So a recording is what the loop itself reads balances from (see payoff-state.ts `balanceOf`):
 * the minimum-only paths' balances, which the recording keeps (path-buffers.ts
 * `keepPathBuffers`), and, per month, the balance of each debt that has received extra money
 * (touched) and still owed money at the start of the month. Everything else in a row follows
 * exactly from those balances and the portfolio, by the rules the loop applied:
 * - a debt is listed in a month when it owed money at the start of it (every debt in month 1;
 *   later, while last month's balance is above 0; a paid debt never comes back);
 * - the rate is the promo rate before the promotion's end month, else the regular rate;
 * - interest is that rate's month of interest on the opening balance (last month's balance, plus
 *   the fee in month 1), by debt-month.ts's `monthInterest`, the function the loop charged with;
 * - payment = opening balance + interest − closing balance (integer cents, so exact);
 * - utilization follows from the card balances (a debt no longer listed owes 0).
 */
import { formatMonth } from './calendar';
import { utilizationPercent as utilizationPercentImport } from './credit-utilization';
import { monthInterest as monthInterestImport } from './debt-month';
import type { MinimumPaths } from './minimum-paths';
import { rateUnitsToPercent as rateUnitsToPercentImport, toDollars as toDollarsImport } from './money';
import { keepPathBuffers } from './path-buffers';
import type { MonthRecorder } from './payoff-loop';
import type { PlanMonth, PlanMonthDebt, UtilizationSnapshot } from './plan-result';
import type { Portfolio } from './portfolio';

// Vitest's module runner reads imported bindings through getters on every use, which is costly
// in hot loops; they use these module-level copies instead (a bundled build needs none of this).
const utilizationPercent = utilizationPercentImport;
const monthInterest = monthInterestImport;
const rateUnitsToPercent = rateUnitsToPercentImport;
const toDollars = toDollarsImport;

/** What the loop recorded for the schedule (see the module comment). Cents. */
export interface MonthRecording {
  readonly portfolio: Portfolio;
  /** The minimum-only paths of the run, whose balances this recording keeps. */
  readonly paths: MinimumPaths;
  /** Months recorded. */
  readonly months: number;
  /** Touched debts' balances after each month's payments, as pairs: entry `m × n + i`, balance. */
  readonly touched: readonly number[];
}

/** A recorder for the monthly loop on `portfolio` and `paths`; `finish()` returns what it recorded. */
export function createMonthRecorder(portfolio: Portfolio, paths: MinimumPaths): { readonly record: MonthRecorder; finish(): MonthRecording } {
  const { n } = portfolio;
  const touched: number[] = [];
  let months = 0;
  const record: MonthRecorder = (state) => {
    const at = state.month * n;
    const { touchedActive, balance } = state;
    // Indexes come from `touchedActive`: `!` only satisfies noUncheckedIndexedAccess.
    for (let k = 0; k < state.touchedActiveCount; k++) {
      const i = touchedActive[k]!;
      touched.push(at + i, balance[i]!);
    }
    months = state.month + 1;
  };
  const finish = (): MonthRecording => {
    keepPathBuffers(paths.generation);
    return { portfolio, paths, months, touched };
  };
  return { record, finish };
}

/** Every debt's balance after each month's payments (entry `m × n + i`), as the loop read them. */
function monthBalances(recording: MonthRecording): Float64Array {
  const { portfolio, paths, months, touched } = recording;
  const balances = new Float64Array(months * portfolio.n);
  // Untouched debts read their path; past the longest path (row `paths.months`, all zeros) none owes.
  balances.set(paths.balance.subarray(0, Math.min(months, paths.months + 1) * portfolio.n));
  for (let e = 0; e < touched.length; e += 2) balances[touched[e]!] = touched[e + 1]!;
  return balances;
}

/** The schedule rows of a recording (see the module comment); `withUtilization` for the credit strategies. */
export function buildMonths(recording: MonthRecording, withUtilization: boolean): PlanMonth[] {
  const { portfolio } = recording;
  const { n, debts, fee, rate, promoRate, rateFactor, promoFactor, promoMonths, startMonth } = portfolio;
  const balances = monthBalances(recording);
  // A debt's balance at the start of the month (0 once it is paid: a balance read after that, a
  // path's or a stale touched one, is not what it owes).
  const owing = Float64Array.from(portfolio.balance, (balance, i) => balance + (fee[i] ?? 0));
  const rows: PlanMonth[] = [];
  for (let m = 0; m < recording.months; m++) {
    const at = m * n;
    const entries: PlanMonthDebt[] = [];
    let totalInterest = 0;
    let totalPayment = 0;
    let totalFees = 0;
    let totalBalance = 0;
    for (let i = 0; i < n; i++) {
      const opening = owing[i]!;
      if (opening <= 0) continue;
      const monthFee = m === 0 ? fee[i]! : 0;
      const inPromo = m < promoMonths[i]!;
      const charged = inPromo ? monthInterest(opening, promoRate[i]!, promoFactor[i]!) : monthInterest(opening, rate[i]!, rateFactor[i]!);
      const closing = balances[at + i]!;
      const payment = opening + charged - closing;
      owing[i] = closing;
      totalInterest += charged;
      totalPayment += payment;
      totalFees += monthFee;
      totalBalance += closing;
      entries.push({
        id: debts[i]?.id ?? '',
        payment: toDollars(payment),
        interest: toDollars(charged),
        principal: toDollars(payment - charged),
        balance: toDollars(closing),
        fee: toDollars(monthFee),
        rate: rateUnitsToPercent(inPromo ? promoRate[i]! : rate[i]!),
      });
    }
    rows.push({
      month: m + 1,
      date: formatMonth(startMonth + m),
      totalInterest: toDollars(totalInterest),
      totalPayment: toDollars(totalPayment),
      totalBalance: toDollars(totalBalance),
      totalFees: toDollars(totalFees),
      debts: entries,
      ...(withUtilization ? { utilization: utilizationOf(portfolio, owing) } : {}),
    });
  }
  return rows;
}

/** Per-card and overall utilization, from each debt's balance after the month's payments (`owing`). */
function utilizationOf(portfolio: Portfolio, owing: Float64Array): UtilizationSnapshot {
  const { debts, limit, totalLimit } = portfolio;
  const cards: { id: string; utilization: number }[] = [];
  let owed = 0;
  debts.forEach((debt, i) => {
    const cardLimit = limit[i] ?? 0;
    if (cardLimit <= 0) return;
    const cardBalance = owing[i] ?? 0;
    owed += cardBalance;
    cards.push({ id: debt.id, utilization: utilizationPercent(cardBalance, cardLimit) });
  });
  return { overall: utilizationPercent(owed, totalLimit), cards };
}
