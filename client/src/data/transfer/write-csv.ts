import type { Debt, Payment } from '@schemas/index';
import { csvText, protectText } from '@/lib/csv-file';
import { CSV_COLUMNS, type CsvColumn, type CsvKind } from './csv-columns';

/** One cell: numbers and booleans as JSON writes them, objects as JSON text, text guarded (see protectText). */
function cell(column: CsvColumn, value: unknown): string | number | boolean {
  if (value === undefined || value === null) return '';
  if (column.kind === 'json') return JSON.stringify(value);
  if (typeof value === 'string') return protectText(value);
  return value as number | boolean;
}

function toCsv(kind: CsvKind, records: readonly Record<string, unknown>[]): string {
  const columns = CSV_COLUMNS[kind];
  return csvText(
    columns.map((column) => column.name),
    records.map((record) => columns.map((column) => cell(column, record[column.name]))),
  );
}

/** debts.csv: one row per debt, every field of the schema but the owner's ids. */
export function debtsCsv(debts: readonly Debt[]): string {
  return toCsv('debts', debts as unknown as Record<string, unknown>[]);
}

/** payments.csv: one row per payment with its debt's name beside the debt's id. */
export function paymentsCsv(payments: readonly Payment[], debts: readonly Debt[]): string {
  const names = new Map(debts.map((debt) => [debt.id, debt.name]));
  return toCsv(
    'payments',
    payments.map((payment) => ({ ...payment, debtName: names.get(payment.debtId) })),
  );
}
