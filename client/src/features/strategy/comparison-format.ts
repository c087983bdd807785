/** How the comparison shows each strategy's numbers (shared by the table and the chart). */
import { addMonths, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import type { StrategySummary } from '@/payoff/index';

export interface ComparisonCells {
  debtFree: string;
  months: string;
  totalInterest: string;
  interestSaved: string;
  firstCleared: string;
}

export function comparisonCells(summary: StrategySummary, startMonth: string): ComparisonCells {
  const never = summary.status === 'never';
  return {
    debtFree: never ? 'Never' : summary.payoffDate ? monthLabel(summary.payoffDate, 'short') : 'Now',
    months: never ? '—' : String(summary.months),
    totalInterest: summary.totalInterest === null ? '—' : formatMoney(summary.totalInterest),
    interestSaved: summary.interestSavedVsMinimums === null ? '—' : formatMoney(summary.interestSavedVsMinimums),
    firstCleared:
      summary.firstDebtClearedMonth === null
        ? '—'
        : `${monthLabel(addMonths(startMonth, summary.firstDebtClearedMonth - 1), 'short')} (month ${summary.firstDebtClearedMonth})`,
  };
}
