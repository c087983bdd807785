/**
 * The sentences the Dashboard and Progress share about the current plan: the strategy, the saved
 * plan progress is measured against, and where the person stands against it. One wording, so the
 * two screens never tell different stories (they differ only in layout: the Dashboard is plain).
 */
import { STRATEGY_LABELS, type PlanInput, type StrategyInput } from '@/payoff/index';
import { dayLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { budgetSchedule, budgetScheduleText, snowflakesText } from './money-over-time';
import type { PlanStandingResult } from './plan-standing';
import type { MeasuredAgainst, SavedPlanDifference } from './saved-plan-differences';

/**
 * "Snowball at $600.00 a month", with budget steps after `startMonth` "Snowball at $600.00 a month,
 * $800.00 from June 2027", or for Paydown's suggestion "Avalanche at $550.00 a month (suggested —
 * choose yours on Strategy)".
 */
export function strategyText(strategy: StrategyInput, chosen: boolean, startMonth?: string): string {
  const budget = startMonth ? budgetScheduleText(budgetSchedule(strategy.monthlyBudget, strategy.budgetSteps, startMonth)) : `${formatMoney(strategy.monthlyBudget)} a month`;
  const text = `${STRATEGY_LABELS[strategy.type]} at ${budget}`;
  return chosen ? text : `${text} (suggested — choose yours on Strategy)`;
}

/**
 * The plan Dashboard and Progress follow, named: "Following your plan “Aggressive”: Snowball at
 * $600.00 a month, $800.00 from June 2027, plus a one-time payment of $2,000.00 in April 2027."
 * (Paydown's suggestion, while nothing is chosen, is said to be one.)
 */
export function followingText({ strategy, startMonth }: Pick<PlanInput, 'strategy' | 'startMonth'>, chosen: boolean, name: string | null): string {
  const extras = snowflakesText(strategy.snowflakes, startMonth);
  const what = `${strategyText(strategy, true, startMonth)}${extras ? `, plus ${extras}` : ''}`;
  return chosen && name ? `Following your plan “${name}”: ${what}.` : `Following Paydown’s suggestion: ${what}. Choose yours on Strategy.`;
}

/** "your Snowball plan saved Mar 3, 2026" (a plan imported under another name keeps it: "your plan “Spring” (Snowball) saved …"). */
export function savedPlanName({ table }: Pick<MeasuredAgainst, 'table'>): string {
  const label = STRATEGY_LABELS[table.strategyType];
  const name = table.name && table.name !== `${label} plan` ? `your plan “${table.name}” (${label})` : `your ${label} plan`;
  return `${name} saved ${dayLabel(table.updatedAt)}`;
}

function differenceText(difference: SavedPlanDifference, chosen: boolean): string {
  switch (difference.kind) {
    case 'strategy':
      return chosen ? `your current strategy is ${STRATEGY_LABELS[difference.current]}` : 'you have not chosen a strategy yet';
    case 'monthly_payment':
      return `it pays ${formatMoney(difference.saved)} a month, your current plan ${formatMoney(difference.current)}`;
    case 'debts_not_in_plan':
      return `${difference.names.join(', ')} ${difference.names.length === 1 ? 'is' : 'are'} not in it`;
    case 'debts_deleted':
      return `it includes ${difference.count === 1 ? 'a debt' : `${difference.count} debts`} deleted since`;
  }
}

/**
 * "Measured against your Snowball plan saved Mar 3, 2026." and, when it is not the current
 * strategy's plan, what differs and what to do: "…; your current strategy is Avalanche — save your
 * plan on Strategy to measure against it."
 */
export function measuredAgainstText(measured: MeasuredAgainst, chosen: boolean): string {
  const base = `Measured against ${savedPlanName(measured)}`;
  if (measured.differences.length === 0) return `${base}.`;
  const what = measured.differences.map((difference) => differenceText(difference, chosen)).join('; ');
  return `${base}; ${what} — save your plan on Strategy to measure against it.`;
}

/** "less than a month", "about 1 month", "about 3 months". */
export function aboutMonths(months: number): string {
  const whole = Math.round(months);
  if (whole < 1) return 'less than a month';
  return `about ${whole} ${whole === 1 ? 'month' : 'months'}`;
}

/** "$1,240.00 behind — about 2 months behind plan", "$300.00 ahead — about 1 month ahead of plan", "On track — within $4.10 of the plan". */
export function standingText(result: PlanStandingResult): string {
  const money = formatMoney(result.difference);
  if (result.standing === 'behind') return `${money} behind — ${aboutMonths(result.months)} behind plan`;
  if (result.standing === 'ahead') return `${money} ahead — ${aboutMonths(result.months)} ahead of plan`;
  return result.difference > 0 ? `On track — within ${money} of the plan` : 'On track';
}

/** "The plan's debts come to $9,800.00 today; the plan expects $8,560.00 by now." (or, once it has ended, "…expected them paid off by March 2026.") */
export function standingDetail(result: PlanStandingResult): string {
  const recorded = `The plan’s debts come to ${formatMoney(result.recorded)} today`;
  if (result.ended) return `${recorded}; the plan expected them paid off by ${monthLabel(result.end)}.`;
  return `${recorded}; the plan expects ${formatMoney(result.expected)} by now.`;
}
