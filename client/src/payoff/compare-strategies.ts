/**
 * compareStrategies: all seven strategies side by side on the same debts, budget and extras.
 */
import { formatMonth } from './calendar';
import { toDollars } from './money';
import { runPayoff } from './payoff-loop';
import { type PlanInput, STRATEGY_TYPES, type StrategyType } from './plan-input';
import type { PlanStatus } from './plan-result';
import { preparePlan } from './prepare-plan';

/** One strategy's headline numbers. Money in dollars. */
export interface StrategySummary {
  readonly type: StrategyType;
  readonly status: PlanStatus;
  /** Months until the last payment (1200 when 'never'; 0 when nothing is owed). */
  readonly months: number;
  /** 'YYYY-MM' of the last payment; null when 'never' or nothing is owed. */
  readonly payoffDate: string | null;
  /**
   * Interest and total paid over the whole plan; null when 'never': such a plan has no total
   * (the debt grows without end), so a number here would only mislead.
   */
  readonly totalInterest: number | null;
  readonly totalPaid: number | null;
  readonly totalFees: number;
  /** 1-based month the first debt is paid off; null when none is. */
  readonly firstDebtClearedMonth: number | null;
  /**
   * Interest saved against `minimum_payments` (dollars), or null when either plan is 'never'
   * (totals over a 100-year cut-off are not comparable savings).
   */
  readonly interestSavedVsMinimums: number | null;
  /** Months saved against `minimum_payments`, or null when either plan is 'never'. */
  readonly monthsSavedVsMinimums: number | null;
}

/**
 * Runs every strategy type (in the order of STRATEGY_TYPES: snowball, avalanche, custom,
 * highest_balance, credit_score, score_stacker, minimum_payments) on the input; `strategy.type`
 * is ignored, every other strategy field (budget, extras, custom order) applies to all.
 *
 * Shares planPayoff's monthly loop but builds no schedule rows, so all seven run in well under a
 * millisecond for 25 debts over 30 years.
 * @throws PayoffInputError on invalid input, naming the debt and field.
 */
export function compareStrategies(input: PlanInput): StrategySummary[] {
  const plan = preparePlan(input);
  const start = plan.portfolio.startMonth;
  const outcomes = STRATEGY_TYPES.map((type) => runPayoff(plan, type));
  const baseline = outcomes[outcomes.length - 1];
  return outcomes.map((outcome) => {
    const comparable = baseline !== undefined && baseline.cleared && outcome.cleared;
    return {
      type: outcome.type,
      status: outcome.cleared ? 'ok' : 'never',
      months: outcome.months,
      payoffDate: outcome.cleared && outcome.months > 0 ? formatMonth(start + outcome.months - 1) : null,
      totalInterest: outcome.cleared ? toDollars(outcome.totalInterest) : null,
      totalPaid: outcome.cleared ? toDollars(outcome.totalPaid) : null,
      totalFees: toDollars(outcome.totalFees),
      firstDebtClearedMonth: outcome.firstClearedMonth || null,
      interestSavedVsMinimums: comparable ? toDollars(baseline.totalInterest - outcome.totalInterest) : null,
      monthsSavedVsMinimums: comparable ? baseline.months - outcome.months : null,
    };
  });
}
