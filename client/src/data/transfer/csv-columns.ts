import { debtsSchema, paymentsSchema } from '@schemas/index';

/** How a CSV cell is read back: JSON types as text, 'json' for object fields (customMetadata). */
export type CellKind = 'text' | 'number' | 'integer' | 'boolean' | 'json';

export interface CsvColumn {
  name: string;
  kind: CellKind;
}

/**
 * Left out of spreadsheets: owner fields (an import rewrites them to the importing account) and
 * bookkeeping an import rebuilds (a debt's `openingBalance`, and `paymentEffects` of older versions).
 */
const OWNER_FIELDS = new Set(['uid', 'userId', 'crdts', 'paymentEffects', 'openingBalance']);

function kindOf(property: { type?: string }): CellKind {
  switch (property.type) {
    case 'number':
      return 'number';
    case 'integer':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'object':
    case 'array':
      return 'json';
    default:
      return 'text';
  }
}

/** A collection's columns, straight from its schema (a new field becomes a new column by itself). */
function columnsOf(properties: Record<string, { type?: string }>): CsvColumn[] {
  return Object.entries(properties)
    .filter(([name]) => !OWNER_FIELDS.has(name))
    .map(([name, property]) => ({ name, kind: kindOf(property) }));
}

export const DEBT_COLUMNS: readonly CsvColumn[] = columnsOf(debtsSchema.properties);

/**
 * Payments carry `debtName` after `debtId`: readable in a spreadsheet, and the link to the debt
 * when the id is missing or unknown (a payments file typed by hand).
 */
export const PAYMENT_COLUMNS: readonly CsvColumn[] = (() => {
  const columns = columnsOf(paymentsSchema.properties);
  const at = columns.findIndex((column) => column.name === 'debtId') + 1;
  return [...columns.slice(0, at), { name: 'debtName', kind: 'text' as const }, ...columns.slice(at)];
})();

export type CsvKind = 'debts' | 'payments';

export const CSV_COLUMNS: Readonly<Record<CsvKind, readonly CsvColumn[]>> = { debts: DEBT_COLUMNS, payments: PAYMENT_COLUMNS };

/** Columns a file must have to be read as that kind (the schema's required fields a person fills in). */
export const CSV_REQUIRED_COLUMNS: Readonly<Record<CsvKind, readonly string[]>> = {
  debts: ['name', 'type', 'balance', 'interestRate', 'minimumPayment', 'paymentFrequency'],
  payments: ['amount', 'date'],
};
