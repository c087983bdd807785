/**
 * One-time extra payments ("snowflakes"): checked, converted to cents and put in a deterministic
 * order (date, then amount, then debt id with untargeted first, then key), so the same entries
 * give the same plan whether they come as a list or as an id-keyed map, in any order.
 */
import type { MonthIndex } from './calendar';
import { compareKeys, datedEntries, entryDate } from './dated-entries';
import { type Cents, MAX_AMOUNT_DOLLARS, toCents } from './money';

/** More than any person enters; bounds the work a plan can be asked to do. */
export const MAX_SNOWFLAKES = 500;

/** A snowflake in engine units. */
export interface NormalizedSnowflake {
  readonly key: string | number;
  readonly date: string;
  /** The calendar month the money joins. */
  readonly month: MonthIndex;
  readonly amount: Cents;
  /** The debt to pay first, or null (where the strategy sends extra money). */
  readonly debtId: string | null;
}

/** Checks `strategy.snowflakes` (a list or an id-keyed object); throws PayoffInputError naming the entry and field. */
export function normalizeSnowflakes(value: unknown): NormalizedSnowflake[] {
  const snowflakes = datedEntries(value, 'snowflakes', MAX_SNOWFLAKES, 'one-time payment').map((entry): NormalizedSnowflake => {
    const { date, month } = entryDate(entry, 'date');
    const amount = toCents(entry.check.number('amount', { max: MAX_AMOUNT_DOLLARS }));
    if (amount <= 0) entry.check.fail('amount', `must be at least $0.01, got ${String(entry.source['amount'])}`);
    const debtId = entry.source['debtId'];
    if (debtId !== null && debtId !== undefined && typeof debtId !== 'string') entry.check.fail('debtId', `must be a debt id or empty, got ${String(debtId)}`);
    return { key: entry.key, date, month, amount, debtId: typeof debtId === 'string' && debtId !== '' ? debtId : null };
  });
  return snowflakes.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      a.amount - b.amount ||
      (a.debtId === b.debtId ? 0 : a.debtId === null ? -1 : b.debtId === null ? 1 : a.debtId < b.debtId ? -1 : 1) ||
      compareKeys(a.key, b.key),
  );
}
