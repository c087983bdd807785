/**
 * The mutable state of one simulated plan, shared by the monthly loop, the strategies that
 * spend the surplus, and the recorder that turns months into result rows.
 *
 * A debt is "untouched" until it first receives money beyond its minimum: until then its balance
 * is read from its minimum-only path (see minimum-paths.ts) through {@link balanceOf}. `payDebt`
 * touches it: its balance moves into `balance` and the loop simulates it month by month.
 */
import { firstDueFrom } from './debt-month';
import { MAX_PLAN_MONTHS as MAX_PLAN_MONTHSImport } from './plan-horizon';
import type { PreparedPlan } from './prepare-plan';
import { resetWorkspace } from './run-workspace';

// Vitest's module runner reads imported bindings through getters on every use, which is costly
// in hot loops; they use these module-level copies instead (a bundled build needs none of this).
const MAX_PLAN_MONTHS = MAX_PLAN_MONTHSImport;

/** Where the loop is. Arrays are indexed by debt (0…n−1); money is in cents. */
export interface PayoffState {
  readonly plan: PreparedPlan;
  /** The minimum-only paths' balances (plan.paths.balance), kept here for one load per read. */
  readonly pathBalance: Float64Array;
  /** Touched debts' current balances (after whatever was paid so far this month). */
  readonly balance: Float64Array;
  /** This month's annual rate per debt, in rate units (the promo rate while it runs). */
  readonly rateNow: Float64Array;
  /** monthlyFactor of `rateNow` (the portfolio's promoFactor or rateFactor), for monthInterest. */
  readonly factorNow: Float64Array;
  /** 1 once a debt has received extra money. */
  readonly touched: Uint8Array;
  /** Touched debts: the next due date (month index or day number, by schedule kind). */
  readonly nextDue: Float64Array;
  /** Touched debts: interest so far (payments follow: opening + interest − balance). */
  readonly debtInterest: Float64Array;
  /** Touched debts that still owe money, in touch order. */
  readonly touchedActive: Int32Array;
  touchedActiveCount: number;
  /**
   * Per month, the payments and true-ups of untouched debts' paths. Touching a debt with a steady
   * path payment records the removal of its payments as a range in `pathPaidChange` (a difference
   * array: the loop adds `pathPaidChange[m]` to a running total each month) instead of per month.
   */
  readonly pathPaid: Float64Array;
  readonly pathPaidChange: Float64Array;
  readonly pathTrueUps: Float64Array;
  /** Debts that owed money at the start of this month, in input order. */
  readonly active: Int32Array;
  activeCount: number;
  /** Plan month, 0-based (month 1 of the plan is 0), and its row in the paths (`min(month, months) × n`). */
  month: number;
  row: number;
  /** Set when some debt reached a zero balance this month. */
  paidOff: boolean;
  /** Set when some debt's balance passed BALANCE_CEILING: the plan stops, 'never'. */
  pastCeiling: boolean;
  /** A strategy's debt order (avalanche, custom), rebuilt when `orderStale` (rates changed). */
  readonly order: Int32Array;
  orderHead: number;
  orderStale: boolean;
}

/** Creates the state for a fresh run (reusing the plan's workspace): every debt active and untouched. */
export function createState(plan: PreparedPlan): PayoffState {
  const { n, promoMonths, promoRate, rate, promoFactor, rateFactor } = plan.portfolio;
  const work = plan.workspace;
  resetWorkspace(work);
  const state: PayoffState = {
    plan,
    pathBalance: plan.paths.balance,
    balance: work.balance,
    rateNow: work.rateNow,
    factorNow: work.factorNow,
    nextDue: work.nextDue,
    debtInterest: work.debtInterest,
    touched: work.touched,
    touchedActive: work.touchedActive,
    touchedActiveCount: 0,
    pathPaid: work.pathPaid,
    pathPaidChange: work.pathPaidChange,
    pathTrueUps: work.pathTrueUps,
    active: work.active,
    activeCount: n,
    month: 0,
    row: 0,
    paidOff: false,
    pastCeiling: false,
    order: work.order,
    orderHead: 0,
    orderStale: true,
  };
  for (let i = 0; i < n; i++) {
    const inPromo = promoMonths[i]! > 0;
    state.rateNow[i] = inPromo ? promoRate[i]! : rate[i]!;
    state.factorNow[i] = inPromo ? promoFactor[i]! : rateFactor[i]!;
    state.active[i] = i;
  }
  return state;
}

/** Debt i's current balance: its own while touched, else its path's for this month. */
export function balanceOf(state: PayoffState, i: number): number {
  return state.touched[i] === 0 ? state.pathBalance[state.row + i]! : state.balance[i]!;
}

/**
 * Switches debt `i` from its minimum-only path to month-by-month simulation, in the current
 * month after its minimum was paid: carries its path totals over and removes its future path
 * minimums from the month sums.
 */
export function touchDebt(state: PayoffState, i: number): void {
  const { paths, portfolio, firstDays } = state.plan;
  const { n } = portfolio;
  const m = state.month;
  const at = m * n + i;
  const last = paths.length[i]! - 1;
  const { pathPaid } = state;
  const future = i * MAX_PLAN_MONTHS;
  const steady = paths.steadyPayment[i]!;
  if (!Number.isNaN(steady) && last - 1 > m) {
    // Months m+1 … last−1 all pay `steady`: one range update; the last month on its own below.
    state.pathPaidChange[m + 1] = state.pathPaidChange[m + 1]! - steady;
    state.pathPaidChange[last] = state.pathPaidChange[last]! + steady;
    pathPaid[last] = pathPaid[last]! - paths.paid[future + last]!;
  } else {
    for (let k = m + 1; k <= last; k++) pathPaid[k] = pathPaid[k]! - paths.paid[future + k]!;
  }
  if (last > m) state.pathTrueUps[last] = state.pathTrueUps[last]! - paths.lastTrueUp[i]!;
  state.touched[i] = 1;
  state.touchedActive[state.touchedActiveCount++] = i;
  state.balance[i] = paths.balance[at]!;
  state.debtInterest[i] = paths.cumulativeInterest[at]!;
  state.nextDue[i] = firstDueFrom(portfolio, i, portfolio.startMonth + m + 1, firstDays[m + 1]!);
}

/**
 * Pays up to `amount` to debt `i`, never more than it owes (so balances never go negative and the
 * last payment is exactly the balance). Returns what is left of `amount`.
 */
export function payDebt(state: PayoffState, i: number, amount: number): number {
  if (state.touched[i] === 0) touchDebt(state, i);
  const owed = state.balance[i]!;
  const pay = amount < owed ? amount : owed;
  state.balance[i] = owed - pay;
  if (pay === owed) state.paidOff = true;
  return amount - pay;
}
