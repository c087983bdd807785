/**
 * Credit utilization: a card's balance over its credit limit. Any debt with a positive
 * `highLimit` counts as a revolving account (a card, or a line of credit entered with a limit);
 * paid-off cards keep their limit in the overall figure because the account stays open.
 */
import type { Cents } from './money';

/** The per-card thresholds credit_score pays down through, in order (percent of the limit). */
export const UTILIZATION_THRESHOLDS = [90, 50, 30, 10] as const;

/** Overall utilization targets score_stacker reaches first, in order (percent of all limits). */
export const OVERALL_UTILIZATION_TARGETS = [30, 10] as const;

/**
 * The largest balance (cents) that is at or under `percent` % of `limit`. "At or under" is the
 * goal, so the target rounds down: a $1,000.05 limit at 10 % allows $100.00, not $100.01.
 */
export function utilizationTarget(limit: Cents | number, percent: number): Cents {
  return Math.floor((limit * percent) / 100) as Cents;
}

/** Utilization as a percentage rounded to hundredths (0 when there is no limit). */
export function utilizationPercent(balance: Cents | number, limit: Cents | number): number {
  if (limit <= 0) return 0;
  return Math.round((balance * 10_000) / limit) / 100;
}
