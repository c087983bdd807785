/**
 * What differs between the saved plan progress is measured against and the current strategy, so
 * the screens can say so instead of silently measuring against a plan the person has moved on from.
 *
 * A saved plan (amortizationTables, spec §3) keeps its strategy type, its debts and its monthly
 * rows, but not its budget. The budget shows in the rows: the engine pays the budget (plus any
 * extra payments) every month but the last, which pays what is left, so the amount most months pay
 * is the plan's monthly payment. The current plan's is read the same way from its own months, so
 * the two are compared like for like (extra payments, and minimums above the budget, on both sides).
 */
import type { AmortizationTable, Debt, StrategyType } from '@schemas/index';
import type { PlanResult } from '@/payoff/index';
import { splitIds } from '@/lib/comma-joined-ids';
import { isOwed } from './debt-status';

export type SavedPlanDifference =
  | { kind: 'strategy'; saved: StrategyType; current: StrategyType }
  | { kind: 'monthly_payment'; saved: number; current: number }
  /** Debts owed now that the saved plan does not cover (added, or reopened, since it was saved). */
  | { kind: 'debts_not_in_plan'; names: string[] }
  /** Debts the saved plan covers that have been deleted since. */
  | { kind: 'debts_deleted'; count: number };

/** The saved plan progress is measured against, and how it differs from the current strategy ([] when it is that strategy's plan). */
export interface MeasuredAgainst {
  table: AmortizationTable;
  differences: SavedPlanDifference[];
}

/**
 * The amount most of a plan's months pay (every month but the last), in dollars; null when that
 * cannot be told: fewer than three months, or no amount paid in two months.
 */
export function typicalMonthlyPayment(monthlyPayments: readonly number[]): number | null {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (const dollars of monthlyPayments.slice(0, -1)) {
    const cents = Math.round(dollars * 100);
    const count = (counts.get(cents) ?? 0) + 1;
    counts.set(cents, count);
    if (count > bestCount) {
      best = cents;
      bestCount = count;
    }
  }
  return bestCount >= 2 ? best / 100 : null;
}

export function savedPlanDifferences(
  table: AmortizationTable,
  currentType: StrategyType,
  plan: PlanResult | null,
  debts: readonly Pick<Debt, 'id' | 'name' | 'isPaid' | 'balance'>[],
): SavedPlanDifference[] {
  const differences: SavedPlanDifference[] = [];
  if (table.strategyType !== currentType) {
    differences.push({ kind: 'strategy', saved: table.strategyType, current: currentType });
  } else if (plan) {
    const saved = typicalMonthlyPayment([...table.data].sort((a, b) => a.month - b.month).map((row) => row.totalPayment));
    const current = typicalMonthlyPayment(plan.months.map((month) => month.totalPayment));
    if (saved !== null && current !== null && saved !== current) differences.push({ kind: 'monthly_payment', saved, current });
  }
  // A plan saved without its debts' ids (an old export) covers every debt: nothing to compare.
  const ids = new Set(splitIds(table.debtIds));
  if (ids.size > 0) {
    const known = new Set(debts.map((debt) => debt.id));
    const names = debts.filter((debt) => isOwed(debt) && !ids.has(debt.id)).map((debt) => debt.name);
    if (names.length > 0) differences.push({ kind: 'debts_not_in_plan', names });
    const deleted = [...ids].filter((id) => !known.has(id)).length;
    if (deleted > 0) differences.push({ kind: 'debts_deleted', count: deleted });
  }
  return differences;
}
