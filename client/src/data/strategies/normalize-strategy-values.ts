import type { Strategy } from '@schemas/index';
import { tidyInput } from '../tidy-input';
import { joinDebtPriorities } from './debt-priorities';
import { roundUpToCents } from './round-up';
import { LEGACY_MONTHLY_SCHEDULE, type StrategyChanges } from './strategy-input';

/**
 * Validated strategy input in its stored form: monthlyBudget rounded up to cents, debtPriorities
 * joined with commas, 'monthly' stored as once_per_month, selected days sorted without repeats.
 * Fields that are undefined stay out.
 */
export function normalizeStrategyValues(input: StrategyChanges): Partial<Strategy> {
  const values: Record<string, unknown> = tidyInput({ ...input });
  if (typeof input.monthlyBudget === 'number') values.monthlyBudget = roundUpToCents(input.monthlyBudget);
  if (input.debtPriorities !== undefined) values.debtPriorities = joinDebtPriorities(input.debtPriorities);
  if (input.extraPaymentFrequency === LEGACY_MONTHLY_SCHEDULE) values.extraPaymentFrequency = 'once_per_month';
  if (input.extraPaymentSelectedDays) {
    values.extraPaymentSelectedDays = [...new Set(input.extraPaymentSelectedDays)].sort((a, b) => a - b);
  }
  return values as Partial<Strategy>;
}
