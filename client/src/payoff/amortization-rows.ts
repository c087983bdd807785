/** The rows an `amortizationTables` document stores (spec §3): one per month of a plan. */
import type { PlanResult } from './plan-result';

/** One saved month: the month number (1-based) and its totals in dollars. */
export interface AmortizationRow {
  readonly month: number;
  readonly totalInterest: number;
  readonly totalPayment: number;
}

/** A plan's months as `{ month, totalInterest, totalPayment }` rows for `amortizationTables.data`. */
export function toAmortizationRows(plan: Pick<PlanResult, 'months'>): AmortizationRow[] {
  return plan.months.map(({ month, totalInterest, totalPayment }) => ({ month, totalInterest, totalPayment }));
}
