/**
 * Reading a saved plan (an `amortizationTables` document): which one counts, when it starts, and
 * the balance it expects month by month.
 *
 * A saved table keeps only `{ month, totalInterest, totalPayment }` per month (spec §3), not the
 * balances. They follow from the rows: a plan that clears every debt ends at 0, so the balance it
 * started from is Σ(payment − interest) over all rows, and the balance after month k is that minus
 * the first k rows' (payment − interest). (A one-off transfer fee is charged in month 1, so the
 * starting point here includes it.) Plans that never clear are not saved by the strategy screen.
 */
import type { AmortizationTable, StrategyType } from '@schemas/index';
import { addMonths, monthOf } from '@/lib/calendar-month';

/** A month of the saved plan: the balance it expects at the end of the month. */
export interface PlannedMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** 1-based month of the plan; 0 is the starting point (the end of the month before it starts). */
  planMonth: number;
  balance: number;
  payment: number;
  interest: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The saved plan that counts: the one of `preferredType` (the user's current strategy) when saved,
 * else the most recently updated. Null when none is saved.
 */
export function pickSavedPlan(tables: readonly AmortizationTable[], preferredType?: StrategyType | null): AmortizationTable | null {
  const preferred = preferredType ? tables.find((table) => table.strategyType === preferredType) : undefined;
  if (preferred) return preferred;
  return [...tables].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null;
}

/**
 * The month the saved plan starts: the month before its payoff date by its length less one; when
 * it has no payoff date, the month it was saved in.
 */
export function savedPlanStart(table: Pick<AmortizationTable, 'payoffDate' | 'totalMonths' | 'updatedAt'>): string {
  if (table.payoffDate && typeof table.totalMonths === 'number' && table.totalMonths > 0) {
    return addMonths(monthOf(table.payoffDate), 1 - table.totalMonths);
  }
  return monthOf(table.updatedAt);
}

/** The saved plan's last month ('YYYY-MM'). */
export function savedPlanEnd(table: Pick<AmortizationTable, 'payoffDate' | 'totalMonths' | 'updatedAt' | 'data'>): string {
  if (table.payoffDate) return monthOf(table.payoffDate);
  return addMonths(savedPlanStart(table), Math.max(table.data.length - 1, 0));
}

/** The balance the saved plan expects at the start and at the end of each of its months. */
export function plannedBalances(table: Pick<AmortizationTable, 'payoffDate' | 'totalMonths' | 'updatedAt' | 'data'>): PlannedMonth[] {
  const start = savedPlanStart(table);
  const rows = [...table.data].sort((a, b) => a.month - b.month);
  // Integer cents, so the last month lands on exactly 0.
  let balance = rows.reduce((sum, row) => sum + cents(row.totalPayment) - cents(row.totalInterest), 0);
  const months: PlannedMonth[] = [{ month: addMonths(start, -1), planMonth: 0, balance: balance / 100, payment: 0, interest: 0 }];
  for (const row of rows) {
    balance -= cents(row.totalPayment) - cents(row.totalInterest);
    months.push({
      month: addMonths(start, row.month - 1),
      planMonth: row.month,
      balance: Math.max(balance, 0) / 100,
      payment: row.totalPayment,
      interest: row.totalInterest,
    });
  }
  return months;
}
