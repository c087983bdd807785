/**
 * Ahead, on track or behind the saved plan, by money paid: the payments recorded since the plan
 * started against the payments the plan schedules. Payments rather than balances, because the
 * recorded balance does not include interest until the user updates it from a statement, while
 * the plan's balance does; comparing payments is fair either way.
 *
 * - ahead: paid more than the plan schedules up to the end of this month;
 * - on track: paid at least what it schedules up to the end of last month (this month's payment
 *   may still be to come);
 * - behind: less than that.
 * A tolerance of $1 (or 0.5 % of the amount, if more) keeps cents of rounding from flipping the verdict.
 */
import type { AmortizationTable, Payment } from '@schemas/index';
import { planMonthOf, savedPlanStart } from './saved-plan';

export type PlanStanding = 'ahead' | 'on_track' | 'behind';

export interface PlanStandingResult {
  standing: PlanStanding;
  /** Recorded payments dated in or after the plan's first month, to the plan's debts. */
  paid: number;
  /** What the plan schedules through the end of last month and through the end of this month. */
  expectedBefore: number;
  expectedThrough: number;
  /** This month's number in the plan (1-based, capped at the plan's length). */
  planMonth: number;
  /** The plan's first month 'YYYY-MM'. */
  start: string;
}

export function planStanding(
  table: Pick<AmortizationTable, 'payoffDate' | 'totalMonths' | 'updatedAt' | 'data'>,
  /** The plan's debts (its `debtIds`, split); payments to other debts do not count. Empty: all count. */
  debtIds: readonly string[],
  payments: readonly Pick<Payment, 'debtId' | 'amount' | 'date'>[],
  thisMonth: string,
): PlanStandingResult {
  const start = savedPlanStart(table);
  const ids = new Set(debtIds);
  const paid = payments
    .filter((payment) => payment.date.slice(0, 7) >= start && (ids.size === 0 || ids.has(payment.debtId)))
    .reduce((sum, payment) => sum + payment.amount, 0);
  const month = Math.min(Math.max(planMonthOf(table, thisMonth), 0), table.data.length);
  const scheduled = (through: number) => table.data.filter((row) => row.month <= through).reduce((sum, row) => sum + row.totalPayment, 0);
  const expectedBefore = scheduled(month - 1);
  const expectedThrough = scheduled(month);
  const tolerance = (amount: number) => Math.max(1, amount * 0.005);
  const standing: PlanStanding =
    paid > expectedThrough + tolerance(expectedThrough) ? 'ahead' : paid >= expectedBefore - tolerance(expectedBefore) ? 'on_track' : 'behind';
  const round = (value: number) => Math.round(value * 100) / 100;
  return { standing, paid: round(paid), expectedBefore: round(expectedBefore), expectedThrough: round(expectedThrough), planMonth: month, start };
}

export const STANDING_LABELS: Record<PlanStanding, string> = {
  ahead: 'Ahead of plan',
  on_track: 'On track',
  behind: 'Behind plan',
};
