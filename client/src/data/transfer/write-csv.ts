import Papa from 'papaparse';
import type { Debt, Payment } from '@schemas/index';
import { CSV_COLUMNS, protectText, type CsvColumn, type CsvKind } from './csv-columns';

/** One cell: numbers and booleans as JSON writes them, objects as JSON text, text guarded (see protectText). */
function cell(column: CsvColumn, value: unknown): string | number | boolean {
  if (value === undefined || value === null) return '';
  if (column.kind === 'json') return JSON.stringify(value);
  if (typeof value === 'string') return protectText(value);
  return value as number | boolean;
}

function toCsv(kind: CsvKind, records: readonly Record<string, unknown>[]): string {
  const columns = CSV_COLUMNS[kind];
  const text = Papa.unparse(
    { fields: columns.map((column) => column.name), data: records.map((record) => columns.map((column) => cell(column, record[column.name]))) },
    // RFC 4180 line ends; every field that holds a comma, quote or line break is quoted by Papa.
    { newline: '\r\n', quotes: false },
  );
  // A byte-order mark makes Excel read the file as UTF-8 (names with accents, emoji).
  return `\uFEFF${text}\r\n`;
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
