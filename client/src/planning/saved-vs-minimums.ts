/**
 * "Saved vs minimums": the interest a strategy saves against paying only the minimums, and, when
 * there is no amount to show, why (the engine gives none when either plan never clears, see
 * compareStrategies). Strategy and Progress show it the same way.
 */
import type { StrategySummary, StrategyType } from '@/payoff/index';
import { durationLabel } from '@/lib/calendar-month';

export interface SavedVsMinimums {
  /** Dollars of interest saved; null when there is nothing to compare. */
  value: number | null;
  /** What the amount is, or why there is none. */
  help: string;
}

export function savedVsMinimums(comparison: readonly StrategySummary[] | null | undefined, type: StrategyType): SavedVsMinimums {
  const chosen = comparison?.find((summary) => summary.type === type);
  const minimums = comparison?.find((summary) => summary.type === 'minimum_payments');
  if (!chosen || !minimums) return { value: null, help: 'nothing to compare until every debt can be planned' };
  if (chosen.status === 'never') return { value: null, help: 'this plan never clears every debt, so there is no total to compare' };
  if (minimums.status === 'never') return { value: null, help: 'paying only the minimums would never clear these debts, so there is no total to compare with' };
  if (type === 'minimum_payments') return { value: 0, help: 'this plan pays only the minimums' };
  const sooner = chosen.monthsSavedVsMinimums ? `, and ${durationLabel(chosen.monthsSavedVsMinimums)} sooner` : '';
  return { value: chosen.interestSavedVsMinimums, help: `interest${sooner}, against paying minimums only` };
}
