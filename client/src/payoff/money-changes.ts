/**
 * The months whose money differs from "monthlyBudget + recurring extras": a budget step begins,
 * or snowflakes arrive. Resolved once per prepared plan into a short sparse list the monthly loop
 * walks with a pointer, so a plan without any costs one comparison a month and allocates nothing.
 *
 * - The budget in force in month 1 is the last step begun by the start month (steps dated before
 *   the plan still apply), else `monthlyBudget`.
 * - A snowflake joins the money of the calendar month its date falls in. Snowflakes dated before
 *   the start month are not part of the plan (`beforeStart`, reported as a warning).
 * - A snowflake for a debt in the plan is paid to that debt first, after the month's minimums
 *   ({@link payTargetedSnowflakes}); one for a debt not in the plan (paid off, or unknown) goes
 *   where the strategy sends extra money (`notInPlan`, reported as a warning).
 */
import { budgetInForce } from './budget-steps';
import type { Cents } from './money';
import type { NormalizedStrategy } from './normalize-strategy';
import { type PayoffState, balanceOf, payDebt } from './payoff-state';
import { MAX_PLAN_MONTHS } from './plan-horizon';
import type { Portfolio } from './portfolio';
import type { NormalizedSnowflake } from './snowflakes';

/** See the module comment. Arrays indexed by change (0…count−1) unless noted. */
export interface MoneyChanges {
  /** The monthly budget in force in plan month 1 (cents). */
  readonly startBudget: Cents;
  readonly count: number;
  /** Plan month of each change, 0-based, ascending and distinct. */
  readonly month: Int32Array;
  /** The budget in force from that month on (cents). */
  readonly budget: Float64Array;
  /** All snowflake money of that month (cents), targeted or not. */
  readonly oneTime: Float64Array;
  /** Change k's targeted snowflakes are `targetDebt/targetAmount[targetStart[k] … targetStart[k + 1])` (count + 1 entries). */
  readonly targetStart: Int32Array;
  /** Portfolio index of the debt to pay first, and how much of the month's money to send it. */
  readonly targetDebt: Int32Array;
  readonly targetAmount: Float64Array;
  /** Snowflakes dated before the start month: left out. */
  readonly beforeStart: readonly NormalizedSnowflake[];
  /** Snowflakes for a debt not in the plan, with the debt's name when the input has it (a paid debt). */
  readonly notInPlan: readonly { readonly snowflake: NormalizedSnowflake; readonly debtName: string | null }[];
}

/** Resolves the strategy's budget steps and snowflakes against the plan's debts and start month. */
export function moneyChanges(strategy: NormalizedStrategy, portfolio: Portfolio, debtName: (id: string) => string | null): MoneyChanges {
  const start = portfolio.startMonth;
  const { budgetSteps: steps, snowflakes } = strategy;
  const startBudget = budgetInForce(steps, strategy.budget, start);
  if (snowflakes.length === 0 && steps.every((step) => step.month <= start)) return noChanges(startBudget);

  const debtIndex = new Map(portfolio.debts.map((debt, i) => [debt.id, i]));
  const beforeStart: NormalizedSnowflake[] = [];
  const notInPlan: { snowflake: NormalizedSnowflake; debtName: string | null }[] = [];
  // Plan months with a change, each with its snowflakes; both lists are in date order.
  const months: number[] = [];
  const byMonth = new Map<number, NormalizedSnowflake[]>();
  for (const step of steps) if (step.month > start && step.month - start < MAX_PLAN_MONTHS) months.push(step.month - start);
  for (const snowflake of snowflakes) {
    const m = snowflake.month - start;
    if (m < 0) beforeStart.push(snowflake);
    else if (m < MAX_PLAN_MONTHS) {
      if (!byMonth.has(m)) months.push(m);
      byMonth.set(m, [...(byMonth.get(m) ?? []), snowflake]);
    }
  }
  const sorted = [...new Set(months)].sort((a, b) => a - b);
  const count = sorted.length;
  const changes = {
    startBudget,
    count,
    month: Int32Array.from(sorted),
    budget: new Float64Array(count),
    oneTime: new Float64Array(count),
    targetStart: new Int32Array(count + 1),
    beforeStart,
    notInPlan,
  };
  const targetDebt: number[] = [];
  const targetAmount: number[] = [];
  sorted.forEach((m, k) => {
    changes.budget[k] = budgetInForce(steps, strategy.budget, start + m);
    changes.targetStart[k] = targetDebt.length;
    for (const snowflake of byMonth.get(m) ?? []) {
      changes.oneTime[k] = changes.oneTime[k]! + snowflake.amount;
      if (snowflake.debtId === null) continue;
      const i = debtIndex.get(snowflake.debtId);
      if (i === undefined) notInPlan.push({ snowflake, debtName: debtName(snowflake.debtId) });
      else {
        targetDebt.push(i);
        targetAmount.push(snowflake.amount);
      }
    }
  });
  changes.targetStart[count] = targetDebt.length;
  return { ...changes, targetDebt: Int32Array.from(targetDebt), targetAmount: Float64Array.from(targetAmount) };
}

const NONE_INT = new Int32Array(0);
const NONE_FLOAT = new Float64Array(0);
const NONE_START = new Int32Array(1);

function noChanges(startBudget: Cents): MoneyChanges {
  return {
    startBudget,
    count: 0,
    month: NONE_INT,
    budget: NONE_FLOAT,
    oneTime: NONE_FLOAT,
    targetStart: NONE_START,
    targetDebt: NONE_INT,
    targetAmount: NONE_FLOAT,
    beforeStart: [],
    notInPlan: [],
  };
}

/**
 * Pays change `k`'s targeted snowflakes out of `amount` (the month's money left after the
 * minimums), each to its debt, never more than the debt still owes nor than is left. Returns what
 * is left for the strategy's rule: whatever a targeted debt did not need, and untargeted money.
 */
export function payTargetedSnowflakes(state: PayoffState, changes: MoneyChanges, k: number, amount: number): number {
  let left = amount;
  for (let t = changes.targetStart[k]!; t < changes.targetStart[k + 1]! && left > 0; t++) {
    const i = changes.targetDebt[t]!;
    if (balanceOf(state, i) <= 0) continue; // paid off earlier: the money goes by the strategy
    const wanted = changes.targetAmount[t]!;
    const pay = wanted < left ? wanted : left;
    left = left - pay + payDebt(state, i, pay);
  }
  return left;
}
