/**
 * Reading the strategy's dated lists (snowflakes, budget steps): each may be a list or an object
 * keyed by id (the stored document keeps id-keyed maps, so two devices adding entries offline
 * both keep theirs). Entries are read with Object.values; the key (or list position) only names
 * the entry in errors and breaks ties between otherwise identical entries.
 */
import { type MonthIndex, monthIndex, parseDate } from './calendar';
import { type FieldChecker, PayoffInputError, fieldChecker } from './payoff-input-error';

/** One entry of a dated list, with what identifies it. */
export interface DatedEntry {
  /** The map key, or the list position: the last tie-break of the deterministic order. */
  readonly key: string | number;
  /** A checker over the entry's fields, naming it ('strategy.snowflakes.abc.date'). */
  readonly check: FieldChecker;
  readonly source: Readonly<Record<string, unknown>>;
}

/**
 * The entries of `strategy[field]` (absent or null: none). Throws a PayoffInputError when the
 * value is neither a list nor an object, holds more than `max` entries, or an entry is not an object.
 */
export function datedEntries(value: unknown, field: string, max: number, noun: string): DatedEntry[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') throw new PayoffInputError(`Strategy: ${field} must be a list or an object keyed by id`, `strategy.${field}`);
  const list = Array.isArray(value);
  const keys: (string | number)[] = list ? value.map((_, k) => k) : Object.keys(value);
  const entries: unknown[] = list ? value : Object.values(value);
  if (entries.length > max) {
    throw new PayoffInputError(`Strategy: ${field} holds ${entries.length} ${noun}s; a plan takes at most ${max}`, `strategy.${field}`);
  }
  return entries.map((entry, k) => {
    const key = keys[k] ?? k;
    const path = list ? `${field}[${key}]` : `${field}.${key}`;
    if (entry === null || typeof entry !== 'object') throw new PayoffInputError(`Strategy: ${path} must be a ${noun}`, `strategy.${path}`);
    const source = entry as Readonly<Record<string, unknown>>;
    return { key, source, check: fieldChecker(source, `Strategy ${path}`, null, `strategy.${path}.`) };
  });
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Field `field` of `entry` as a real calendar date 'YYYY-MM-DD' (2027-02-29 and 2027-04-31 are refused), with its month. */
export function entryDate(entry: DatedEntry, field: string): { readonly date: string; readonly month: MonthIndex } {
  const text = entry.source[field];
  const parsed = typeof text === 'string' && DAY_PATTERN.test(text) ? parseDate(text) : null;
  if (parsed === null) return entry.check.fail(field, `must be a real calendar date 'YYYY-MM-DD', got ${String(text)}`);
  return { date: text as string, month: monthIndex(parsed.year, parsed.month) };
}

/** Orders the last tie-break: map keys by code unit (as on every device), list positions by number. */
export function compareKeys(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
