/**
 * The payoff schedule as a CSV file: one row per debt per month of the plan, every number exactly
 * the plan's (planPayoff(...).months), money written with two decimals.
 */
import { csvText, protectText } from '@/lib/csv-file';
import type { PlanResult } from '@/payoff/index';

export const SCHEDULE_CSV_FIELDS = ['Month', 'Debt', 'Payment', 'Interest', 'Fee', 'Principal', 'Balance', 'APR %'] as const;

/** One row of the file, as numbers (what a test reads back). */
export interface ScheduleCsvRow {
  month: string;
  debt: string;
  payment: number;
  interest: number;
  fee: number;
  principal: number;
  balance: number;
  rate: number;
}

/** The rows of the file: each month's debts in the plan's order; only `debtId`'s when given. */
export function scheduleRows(plan: PlanResult, debtId?: string): ScheduleCsvRow[] {
  const names = new Map(plan.debts.map((debt) => [debt.id, debt.name]));
  const rows: ScheduleCsvRow[] = [];
  for (const month of plan.months) {
    for (const row of month.debts) {
      if (debtId !== undefined && row.id !== debtId) continue;
      rows.push({
        month: month.date,
        debt: names.get(row.id) ?? row.id,
        payment: row.payment,
        interest: row.interest,
        fee: row.fee,
        principal: row.principal,
        balance: row.balance,
        rate: row.rate,
      });
    }
  }
  return rows;
}

// The engine's dollars are whole cents, so two decimals are exact.
const money = (dollars: number) => dollars.toFixed(2);

/** The file's text (see scheduleRows). */
export function scheduleCsv(plan: PlanResult, debtId?: string): string {
  return csvText(
    SCHEDULE_CSV_FIELDS,
    scheduleRows(plan, debtId).map((row) => [
      row.month,
      protectText(row.debt),
      money(row.payment),
      money(row.interest),
      money(row.fee),
      money(row.principal),
      money(row.balance),
      String(row.rate),
    ]),
  );
}

/** 'paydown-schedule-2026-07.csv', or with the debt's name for one debt: 'paydown-schedule-visa-2026-07.csv'. */
export function scheduleFileName(plan: PlanResult, debtId?: string): string {
  const name = debtId === undefined ? '' : (plan.debts.find((debt) => debt.id === debtId)?.name ?? '');
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `paydown-schedule-${slug ? `${slug}-` : ''}${plan.startMonth}.csv`;
}
