/**
 * What one run of the monthly loop produced, in cents, before conversion to a result.
 */
import { type PayoffState, balanceOf } from './payoff-state';
import { MAX_PLAN_MONTHS } from './plan-horizon';
import type { StrategyType } from './plan-input';

/**
 * Months where the money fell short of what was paid: below the minimums (the budget shortfall),
 * or below the payments only because a final payment was trued up (see debt-month.ts). Cents.
 */
export interface Shortfall {
  /** First such month, 1-based; 0 when there was none. */
  firstMonth: number;
  firstAmount: number;
  largestAmount: number;
  months: number;
}

/**
 * The outcome of a run (cents; per-debt arrays indexed like the portfolio). The arrays live in
 * the plan's workspace: read them before starting another run on the same plan.
 */
export interface PayoffOutcome {
  readonly type: StrategyType;
  /** Months simulated: the month of the last payment when cleared, else MAX_PLAN_MONTHS. */
  readonly months: number;
  readonly cleared: boolean;
  readonly totalInterest: number;
  readonly totalPaid: number;
  readonly totalFees: number;
  readonly debtInterest: Float64Array;
  readonly debtPaid: Float64Array;
  readonly finalBalance: Float64Array;
  /** 1-based month each debt was paid off; 0 when it never was. */
  readonly payoffMonth: Int32Array;
  /** 1-based month the first debt was paid off; 0 when none was. */
  readonly firstClearedMonth: number;
  /** Balance left when each debt's promotion ended (entering its first regular-rate month); −1 if none. */
  readonly promoBalanceLeft: Float64Array;
  readonly shortfall: Shortfall;
  /** Months where a final payment's true-up took the payments above the money (beyond any shortfall). */
  readonly trueUpOverBudget: Shortfall;
}

/** An empty shortfall record. */
export function newShortfall(): Shortfall {
  return { firstMonth: 0, firstAmount: 0, largestAmount: 0, months: 0 };
}

/** Notes that plan month `month` (0-based) was `amount` cents short of the minimums. */
export function recordShortfall(shortfall: Shortfall, month: number, amount: number): void {
  if (shortfall.months === 0) {
    shortfall.firstMonth = month + 1;
    shortfall.firstAmount = amount;
  }
  shortfall.months += 1;
  if (amount > shortfall.largestAmount) shortfall.largestAmount = amount;
}

/**
 * Collects the outcome after `months` simulated months: touched debts' totals from the state,
 * untouched debts' from their minimum-only paths up to the same month.
 */
export function finishOutcome(
  state: PayoffState,
  type: StrategyType,
  months: number,
  payoffMonth: Int32Array,
  promoBalanceLeft: Float64Array,
  shortfall: Shortfall,
  trueUpOverBudget: Shortfall,
): PayoffOutcome {
  const { paths, portfolio } = state.plan;
  const { outInterest: debtInterest, outPaid: debtPaid, finalBalance } = state.plan.workspace;
  let totalInterest = 0;
  let totalPaid = 0;
  let firstClearedMonth = 0;
  for (let i = 0; i < portfolio.n; i++) {
    finalBalance[i] = balanceOf(state, i);
    if (state.touched[i] === 1) debtInterest[i] = state.debtInterest[i]!;
    else {
      // The path may run past the plan's end (a 'never' plan stopped at another debt's ceiling).
      debtInterest[i] = paths.cumulativeInterest[(Math.min(paths.length[i]!, months) - 1) * portfolio.n + i]!;
    }
    // What a debt was paid is what it owed (with its fee) plus its interest, less what it still owes.
    debtPaid[i] = paths.opening[i]! + debtInterest[i]! - finalBalance[i]!;
    totalInterest += debtInterest[i] ?? 0;
    totalPaid += debtPaid[i] ?? 0;
    const cleared = payoffMonth[i] ?? 0;
    if (cleared > 0 && (firstClearedMonth === 0 || cleared < firstClearedMonth)) firstClearedMonth = cleared;
  }
  const cleared = state.activeCount === 0;
  return {
    type,
    months: cleared ? months : MAX_PLAN_MONTHS,
    cleared,
    totalInterest,
    totalPaid,
    totalFees: portfolio.fee.reduce((sum, fee) => sum + fee, 0),
    debtInterest,
    debtPaid,
    finalBalance,
    payoffMonth,
    firstClearedMonth,
    promoBalanceLeft,
    shortfall,
    trueUpOverBudget,
  };
}
