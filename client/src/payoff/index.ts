/**
 * Paydown's payoff engine: pure functions from debts, a strategy and a start month to a plan.
 * No React, no database, no browser, no clock.
 */
export { planPayoff } from './plan-payoff';
export { compareStrategies, type StrategySummary } from './compare-strategies';
export { recommendStrategy, type StrategyRecommendation, QUICK_WINS_TOLERANCE } from './recommend-strategy';
export { toAmortizationRows, type AmortizationRow } from './amortization-rows';
export { HOW_PAYDOWN_CALCULATES } from './how-paydown-calculates';
export { minimumsBelowInterest, type MinimumBelowInterest } from './minimum-below-interest';
export { largestMonthMinimums } from './largest-month-minimums';
export { moneyByMonth, type MonthMoney } from './money-by-month';
export { STRATEGY_LABELS } from './strategy-labels';
export { PayoffInputError } from './payoff-input-error';
export { debtSchedule } from './debt-schedule';
export { dueDatesBetween, previousDueDate, type PaymentSchedule } from './payment-dates';
export { MAX_PLAN_MONTHS } from './plan-horizon';
export { MAX_SNOWFLAKES } from './snowflakes';
export { UTILIZATION_THRESHOLDS, OVERALL_UTILIZATION_TARGETS } from './credit-utilization';
export { type Cents, toCents, toDollars } from './money';
export {
  STRATEGY_TYPES,
  type DebtInput,
  type DebtType,
  type ExtraPaymentFrequency,
  type FinancialGoalsInput,
  type MinPayCalc,
  type PaymentFrequency,
  type PlanInput,
  type BudgetStep,
  type Snowflake,
  type StrategyInput,
  type StrategyType,
} from './plan-input';
export type {
  ClearedPlanResult,
  NeverPlanResult,
  PlanDebtSummary,
  PlanMonth,
  PlanMonthDebt,
  PlanResult,
  PlanStatus,
  UtilizationSnapshot,
} from './plan-result';
export type { PlanWarning } from './plan-warnings';
