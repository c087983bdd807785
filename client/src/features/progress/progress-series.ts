/** The points of the progress chart: the recorded balance and the saved plan's balance, month by month. */
import type { AmortizationTable, Debt, Payment } from '@schemas/index';
import { addMonths, monthsBetween } from '@/lib/calendar-month';
import { firstRecordedMonth, recordedBalancesByMonth } from '@/planning/recorded-balances';
import { plannedBalances } from '@/planning/saved-plan';

export interface ProgressPoint {
  /** 'YYYY-MM'; each value is the balance at the end of that month (today's, for this month). */
  month: string;
  recorded: number | null;
  planned: number | null;
}

export function progressSeries(debts: readonly Debt[], payments: readonly Payment[], plan: AmortizationTable | null, thisMonth: string): ProgressPoint[] {
  const planned = plan ? plannedBalances(plan) : [];
  const candidates = [planned[0]?.month, firstRecordedMonth(debts, payments) ?? undefined, thisMonth].filter((m): m is string => !!m);
  const start = candidates.reduce((a, b) => (a < b ? a : b));
  const last = [planned.at(-1)?.month ?? thisMonth, thisMonth].reduce((a, b) => (a > b ? a : b));
  const recorded = new Map(recordedBalancesByMonth(debts, payments, start, thisMonth).map((point) => [point.month, point.balance]));
  const plannedByMonth = new Map(planned.map((point) => [point.month, point.balance]));
  return Array.from({ length: monthsBetween(start, last) + 1 }, (_, i) => {
    const month = addMonths(start, i);
    return { month, recorded: recorded.get(month) ?? null, planned: plannedByMonth.get(month) ?? null };
  });
}
