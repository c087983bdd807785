/**
 * moneyByMonth: for the screens, the money each plan month has to spend, as the engine reads it
 * (the budget in force, the recurring extra payments and the one-time payments of that month), so
 * a schedule or a chart can show budget steps and snowflakes beside the plan's rows without
 * repeating the rules. It reads the strategy only: whether a debt is left to take the money is
 * the plan's business.
 */
import { budgetInForce } from './budget-steps';
import { type MonthIndex, formatMonth } from './calendar';
import { extraForMonth } from './extra-payments';
import { toDollars } from './money';
import { normalizeStartMonth, normalizeStrategy } from './normalize-strategy';
import { MAX_PLAN_MONTHS } from './plan-horizon';
import type { StrategyInput } from './plan-input';

/** One plan month's money, in dollars. */
export interface MonthMoney {
  /** 1-based plan month, and its 'YYYY-MM'. */
  readonly month: number;
  readonly date: string;
  /** The monthly budget in force (the latest budget step begun, else `monthlyBudget`). */
  readonly budget: number;
  /** The recurring extra payments falling in the month. */
  readonly extra: number;
  /** The one-time payments (snowflakes) dated in the month, and which: map keys, or list positions as text. */
  readonly oneTime: number;
  readonly snowflakeIds: readonly string[];
}

/**
 * The money of plan months 1…`months` (at most MAX_PLAN_MONTHS) from `startMonth` under
 * `strategy`; pass a plan's `totalMonths` to cover its schedule. Snowflakes dated before the
 * start month are not in any month (the plan warns about them).
 * @throws PayoffInputError on an invalid strategy or start month, as planPayoff does.
 */
export function moneyByMonth(input: { readonly startMonth: string; readonly strategy: StrategyInput }, months: number): MonthMoney[] {
  const start = normalizeStartMonth(input.startMonth);
  const { budget: base, extra, budgetSteps, snowflakes } = normalizeStrategy(input.strategy, start);
  const count = Math.max(0, Math.min(Math.floor(months), MAX_PLAN_MONTHS));
  const result: MonthMoney[] = [];
  let nextSnowflake = 0;
  while (nextSnowflake < snowflakes.length && snowflakes[nextSnowflake]!.month < start) nextSnowflake++;
  for (let m = 0; m < count; m++) {
    const month = (start + m) as MonthIndex;
    let oneTime = 0;
    const snowflakeIds: string[] = [];
    for (; nextSnowflake < snowflakes.length && snowflakes[nextSnowflake]!.month === month; nextSnowflake++) {
      oneTime += snowflakes[nextSnowflake]!.amount;
      snowflakeIds.push(String(snowflakes[nextSnowflake]!.key));
    }
    result.push({ month: m + 1, date: formatMonth(month), budget: toDollars(budgetInForce(budgetSteps, base, month)), extra: toDollars(extraForMonth(extra, month)), oneTime: toDollars(oneTime), snowflakeIds });
  }
  return result;
}
