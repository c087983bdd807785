import Papa from 'papaparse';
import type { Debt, Payment } from '@schemas/index';
import { unprotectText } from '@/lib/csv-file';
import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS, type CellKind, type CsvColumn, type CsvKind } from './csv-columns';
import { checkDocument } from './document-validators';
import type { IncomingDocument } from './transfer-data';

export type CsvRead =
  | { kind: 'debts'; documents: IncomingDocument<Debt>[]; problems: string[] }
  | { kind: 'payments'; documents: IncomingDocument<Payment>[]; problems: string[] };

/** The uid of documents read from a file until the import rewrites it to the importing account. */
export const UNASSIGNED_UID = 'import';

/** Which kind of Paydown CSV a header row is, or null when it is neither. */
export function csvKindOf(header: readonly string[]): CsvKind | null {
  const has = (name: string) => header.includes(name);
  if (has('amount') && (has('debtId') || has('debtName'))) return 'payments';
  if (CSV_REQUIRED_COLUMNS.debts.every(has)) return 'debts';
  return null;
}

const PLAIN_NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);

/** A cell's value, or a message when the text cannot be that kind of value. Empty cells are absent. */
function readCell(column: CsvColumn, raw: string): { value?: unknown; problem?: string } {
  const text = column.kind === 'text' ? raw : raw.trim();
  if (text.trim() === '') return {};
  const kind: CellKind = column.kind;
  switch (kind) {
    case 'text':
      return { value: unprotectText(text) };
    case 'number':
    case 'integer':
      return PLAIN_NUMBER.test(text)
        ? { value: Number(text) }
        : { problem: `${column.name} must be a plain number such as 1234.56 (found "${raw}")` };
    case 'boolean': {
      const word = text.toLowerCase();
      if (TRUE_WORDS.has(word)) return { value: true };
      if (FALSE_WORDS.has(word)) return { value: false };
      return { problem: `${column.name} must be true or false (found "${raw}")` };
    }
    case 'json':
      try {
        return { value: JSON.parse(text) as unknown };
      } catch {
        return { problem: `${column.name} must be JSON such as {"key": "value"} (found "${raw}")` };
      }
  }
}

interface ReadOptions {
  /** When the file has no createdAt column (a file typed by hand): the import time. */
  now: string;
}

/**
 * Reads a debts or payments CSV (as Paydown writes it, or typed by hand with at least the required
 * columns). Every row is checked against the collection's schema; problems name the file, the row
 * as a spreadsheet numbers it (the header is row 1) and the column. Unknown columns are refused
 * rather than dropped, so nothing in the file is silently lost.
 */
export function readCsv(fileName: string, text: string, options: ReadOptions): CsvRead | { kind: null; problems: string[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    // Paydown writes commas; guessing would turn a one-column file into a delimiter warning.
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const header = parsed.meta.fields ?? [];
  const kind = csvKindOf(header);
  if (!kind) {
    return {
      kind: null,
      problems: [
        `${fileName}: this CSV is not a Paydown debts or payments file. A debts file needs the columns ${CSV_REQUIRED_COLUMNS.debts.join(', ')}; a payments file needs amount, date and debtId or debtName.`,
      ],
    };
  }
  const columns = CSV_COLUMNS[kind];
  const known = new Set(columns.map((column) => column.name));
  const problems: string[] = [];
  const unknown = header.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    problems.push(`${fileName}: unknown column${unknown.length === 1 ? '' : 's'} ${unknown.map((n) => `"${n}"`).join(', ')}; the columns Paydown reads are ${columns.map((c) => c.name).join(', ')}`);
  }
  const missing = CSV_REQUIRED_COLUMNS[kind].filter((name) => !header.includes(name));
  if (missing.length > 0) problems.push(`${fileName}: missing column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`);
  for (const error of parsed.errors) {
    // Papa counts quote errors from the header line and field-count errors from the first data row.
    const row = error.row === undefined ? undefined : error.row + (error.type === 'Quotes' ? 1 : 2);
    problems.push(`${fileName}${row === undefined ? '' : ` row ${row}`}: ${error.message}`);
  }
  if (problems.length > 0) return { kind, documents: [], problems } as CsvRead;

  const documents: IncomingDocument<Record<string, unknown>>[] = [];
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    const label = row.name?.trim() || row.debtName?.trim();
    const where = `${fileName} row ${line}${label ? ` (${label})` : ''}`;
    const values: Record<string, unknown> = {};
    const rowProblems: string[] = [];
    const unreadable = new Set<string>();
    for (const column of columns) {
      const raw = row[column.name];
      if (raw === undefined) continue;
      const { value, problem } = readCell(column, raw);
      if (problem) {
        rowProblems.push(problem);
        unreadable.add(column.name);
      } else if (value !== undefined) values[column.name] = value;
    }
    const { debtName, ...fields } = values;
    const doc: Record<string, unknown> = {
      ...fields,
      id: fields.id ?? `csv-row-${line}`,
      uid: UNASSIGNED_UID,
      createdAt: fields.createdAt ?? options.now,
    };
    doc.updatedAt = fields.updatedAt ?? doc.createdAt;
    if (kind === 'payments' && typeof debtName !== 'string' && fields.debtId === undefined) {
      rowProblems.push('debtId or debtName is required to know which debt the payment is for');
    }
    // A payment may name its debt only by name; the import links it (see plan-import.ts).
    const checked = checkDocument<Record<string, unknown>>(kind, kind === 'payments' ? { ...doc, debtId: doc.debtId ?? 'by-name' } : doc);
    // A cell that could not be read is reported once, not again as "required" by the schema.
    if (!checked.ok) rowProblems.push(...checked.problems.filter((problem) => !unreadable.has(problem.split(' ')[0]!)));
    if (rowProblems.length > 0) {
      problems.push(...rowProblems.map((problem) => `${where}: ${problem}`));
      return;
    }
    const value = checked.ok ? checked.value : doc;
    if (kind === 'payments' && doc.debtId === undefined) value.debtId = '';
    documents.push({ doc: value, where, ...(typeof debtName === 'string' ? { debtName } : {}) });
  });
  return { kind, documents, problems } as CsvRead;
}
