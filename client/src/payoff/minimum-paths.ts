/**
 * Minimum-only paths: each debt's month-by-month course when it receives only its minimums.
 *
 * Why: a debt's interest, minimums and true-up depend only on its own balance and the month,
 * so until a strategy sends it extra money its course is the same under every strategy. These
 * paths are computed once per plan; the monthly loop then reads an untouched debt's balance
 * from its path and simulates in full only the few debts that have received extra money. That
 * is what makes all seven strategies cheap to compare (`minimum_payments` is exactly these paths).
 *
 * Layout: month-major flat arrays, entry `m * n + i` for debt i in plan month m (0-based), so a
 * month of every debt is contiguous. Balances after a debt's payoff read 0, through row `months`
 * (one zero row past the longest path). Interest is stored cumulatively, so a debt's totals at
 * any month are one read ({@link pathInterest} gives a single month's).
 */
import { firstDueFrom, minimumPaid as minimumPaidImport, monthInterest as monthInterestImport } from './debt-month';
import { monthMinimum as monthMinimumImport } from './minimum-payment';
import { BALANCE_CEILING as BALANCE_CEILINGImport } from './money';
import { pathBuffers } from './path-buffers';
import { addToMonthSums, endOrderOf, trueUpsByMonth } from './path-month-sums';
import { MAX_PLAN_MONTHS as MAX_PLAN_MONTHSImport } from './plan-horizon';
import type { Portfolio } from './portfolio';

// Vitest's module runner reads imported bindings through getters on every use, which is costly
// in hot loops; they use these module-level copies instead (a bundled build needs none of this).
const minimumPaid = minimumPaidImport;
const monthInterest = monthInterestImport;
const monthMinimum = monthMinimumImport;
const BALANCE_CEILING = BALANCE_CEILINGImport;
const MAX_PLAN_MONTHS = MAX_PLAN_MONTHSImport;

/** Every debt's minimum-only path (cents). */
export interface MinimumPaths {
  /** Which preparation owns the shared buffers (see path-buffers.ts). */
  readonly generation: number;
  /** Months stored: the longest path. */
  readonly months: number;
  /**
   * Per debt, the months its path lasts: its payoff month, the month its balance passes
   * BALANCE_CEILING, or MAX_PLAN_MONTHS.
   */
  readonly length: Int32Array;
  /** 1 for a debt whose path passes BALANCE_CEILING (in its last month). */
  readonly pastCeiling: Uint8Array;
  /** Debts whose path ends inside the horizon (paid off or past the ceiling), by its last month. */
  readonly endOrder: Int32Array;
  /** Per debt, balance + fee at the start of month 1. */
  readonly opening: Float64Array;
  /** Balance after each month's payment ([m * n + i]). */
  readonly balance: Float64Array;
  /**
   * Payment each month (the minimum after true-up), debt-major: [i * MAX_PLAN_MONTHS + m], so a
   * debt's future payments are contiguous when it is touched.
   */
  readonly paid: Float64Array;
  /** Interest charged up to and including each month ([m * n + i]). */
  readonly cumulativeInterest: Float64Array;
  /** Per debt, the true-up in its path's final month (payment − capped minimum; usually 0). */
  readonly lastTrueUp: Float64Array;
  /**
   * Per debt, the payment its path makes every month but the last when that is one constant
   * amount (a fixed minimum due monthly), else NaN. Lets a touch update the month sums in O(1).
   */
  readonly steadyPayment: Float64Array;
  /** Per month, sums over all debts of the payments and of the true-ups (minimums = paid − true-ups). */
  readonly monthPaid: Float64Array;
  readonly monthTrueUps: Float64Array;
}

/** Builds every debt's minimum-only path, one debt at a time (its constants stay in registers). */
export function buildMinimumPaths(p: Portfolio, firstDays: Float64Array): MinimumPaths {
  const { n, startMonth } = p;
  const opening = new Float64Array(n);
  const length = new Int32Array(n);
  const lastTrueUp = new Float64Array(n);
  const pastCeiling = new Uint8Array(n);
  const steadyPayment = new Float64Array(n);
  const monthPaid = new Float64Array(MAX_PLAN_MONTHS);
  const steadyChange = new Float64Array(MAX_PLAN_MONTHS + 1);
  let buffers = pathBuffers(n, 0);
  const paid = buffers.paid;
  let { balance, cumulativeInterest } = buffers;
  let months = 0;
  // Indexes are in range by construction; `!` only satisfies noUncheckedIndexedAccess.
  for (let i = 0; i < n; i++) {
    const regular = p.rate[i]!;
    const promo = p.promoRate[i]!;
    const regularFactor = p.rateFactor[i]!;
    const promoFactor = p.promoFactor[i]!;
    const promoMonths = p.promoMonths[i]!;
    const kind = p.minKind[i]!;
    const fixed = p.minFixed[i]!;
    const percent = p.minPercent[i]!;
    const byMonth = p.scheduleKind[i] === 0;
    const step = p.scheduleStep[i]!;
    const everyMonth = byMonth && step === 1;
    let next = firstDueFrom(p, i, startMonth, p.startDay);
    let owing = p.balance[i]! + p.fee[i]!; // the fee is charged at the start of month 1
    let charged = 0;
    let m = 0;
    let firstPayment = -1;
    let steadyUntil = MAX_PLAN_MONTHS; // the first month whose payment differs from month 1's
    opening[i] = owing;
    for (; owing > 0 && m < MAX_PLAN_MONTHS; m++) {
      if ((m + 2) * n > balance.length) ({ balance, cumulativeInterest } = buffers = pathBuffers(n, m + 2));
      let due = 1;
      if (!everyMonth) {
        const end = byMonth ? startMonth + m + 1 : firstDays[m + 1]!;
        for (due = 0; next < end; next += step) due++;
      }
      const interest = m < promoMonths ? monthInterest(owing, promo, promoFactor) : monthInterest(owing, regular, regularFactor);
      const owed = owing + interest;
      const minimum = monthMinimum(kind, owing, interest, fixed, percent, due);
      const payment = minimumPaid(minimum, owed);
      owing = owed - payment;
      charged += interest;
      balance[m * n + i] = owing;
      paid[i * MAX_PLAN_MONTHS + m] = payment;
      cumulativeInterest[m * n + i] = charged;
      if (m === 0) firstPayment = payment;
      else if (payment !== firstPayment && steadyUntil === MAX_PLAN_MONTHS) steadyUntil = m;
      if (owing === 0 && payment > minimum) lastTrueUp[i] = payment - minimum;
      if (owing > BALANCE_CEILING) {
        pastCeiling[i] = 1;
        m++;
        break;
      }
    }
    length[i] = m;
    steadyPayment[i] = steadyUntil >= m - 1 ? firstPayment : Number.NaN;
    addToMonthSums(steadyChange, monthPaid, steadyPayment[i]!, paid, i * MAX_PLAN_MONTHS, m);
    if (m > months) months = m;
  }
  for (let i = 0; i < n; i++) {
    for (let at = length[i]! * n + i; at <= months * n + i; at += n) balance[at] = 0; // buffers are reused
  }
  for (let m = 0, steady = 0; m < months; m++) {
    steady += steadyChange[m]!;
    monthPaid[m] = monthPaid[m]! + steady;
  }
  return {
    generation: buffers.generation,
    months,
    length,
    pastCeiling,
    endOrder: endOrderOf(length),
    opening,
    balance,
    paid: buffers.paid,
    cumulativeInterest,
    lastTrueUp,
    steadyPayment,
    monthPaid,
    monthTrueUps: trueUpsByMonth(length, lastTrueUp),
  };
}

/** Debt i's interest in path month m (m below its path length). */
export function pathInterest(paths: MinimumPaths, n: number, i: number, m: number): number {
  const at = m * n + i;
  return paths.cumulativeInterest[at]! - (m === 0 ? 0 : paths.cumulativeInterest[at - n]!);
}

/** Debt i's payment in path month m (m below its path length). */
export function pathPayment(paths: MinimumPaths, i: number, m: number): number {
  return paths.paid[i * MAX_PLAN_MONTHS + m]!;
}
