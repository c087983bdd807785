/**
 * CSV files as Paydown writes them (data export, the payoff schedule): RFC 4180 line ends, a
 * byte-order mark so Excel reads UTF-8, and text cells guarded against formula injection.
 */
import Papa from 'papaparse';

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab/CR) as a formula, so such text
 * is written with a leading apostrophe, the spreadsheet convention for "this is text". Text that
 * already starts with an apostrophe gets one more, so reading strips exactly one and every value
 * comes back as it was.
 */
const FORMULA_START = /^[=+\-@\t\r']/;

export function protectText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unprotectText(value: string): string {
  return value.startsWith("'") ? value.slice(1) : value;
}

/** A CSV file's text: a header row and the rows, cells as given (text already guarded by the caller). */
export function csvText(fields: readonly string[], rows: readonly (readonly (string | number | boolean)[])[]): string {
  const text = Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    // RFC 4180 line ends; every field that holds a comma, quote or line break is quoted by Papa.
    { newline: '\r\n', quotes: false },
  );
  // A byte-order mark makes Excel read the file as UTF-8 (names with accents, emoji).
  return `\uFEFF${text}\r\n`;
}
