/**
 * The strategy-independent half of a prepared plan: the checked, packed debts, the plan's
 * calendar, every debt's minimum-only path, and the run workspace. It depends only on the debts
 * and the start month, so it is kept for the next call: while a budget slider moves, only the
 * strategy changes and the seven runs start at once.
 *
 * The cache holds one entry, keyed by the start month and the value of every field the engine
 * reads from each debt (content, not object identity, so debts edited in place are never served
 * stale; fields the engine ignores, like notes, do not count; customMetadata is compared as JSON
 * text). Inputs whose metadata fails to serialize are simply not cached. It lives with the shared
 * path buffers it points into (path-buffers.ts): the latest preparation owns them, so the cached
 * entry is always current.
 */
import type { MonthIndex } from './calendar';
import { type MinimumPaths, buildMinimumPaths } from './minimum-paths';
import { type NormalizedDebt, normalizeDebt } from './normalize-debt';
import { PayoffInputError } from './payoff-input-error';
import { planFirstDays } from './plan-horizon';
import type { DebtInput } from './plan-input';
import { type Portfolio, packPortfolio } from './portfolio';
import { type RunWorkspace, createWorkspace } from './run-workspace';

/** Debts ready to run: see the module comment. */
export interface PreparedDebts {
  readonly portfolio: Portfolio;
  /** Day number of the first day of each plan month (one extra entry at the end). */
  readonly firstDays: Float64Array;
  readonly paths: MinimumPaths;
  /** Arrays reused by every run on these debts. */
  readonly workspace: RunWorkspace;
}

let cached: { key: unknown[]; debts: PreparedDebts } | null = null;

/** Checks and prepares `debts` from `startMonth` (or returns the identical previous preparation). */
export function prepareDebts(startMonth: MonthIndex, debts: readonly DebtInput[]): PreparedDebts {
  if (!Array.isArray(debts)) throw new PayoffInputError('debts must be a list', 'debts');
  const key = cacheKey(startMonth, debts);
  if (key !== null && cached !== null && sameKey(cached.key, key)) return cached.debts;
  const normalized: NormalizedDebt[] = [];
  const seen = new Set<string>();
  for (const debt of debts) {
    if (debt === null || typeof debt !== 'object') throw new PayoffInputError('debts must be debt documents', 'debts');
    const checked = normalizeDebt(debt, startMonth);
    if (checked === null) continue;
    if (seen.has(checked.id)) throw new PayoffInputError(`Two debts share the id ${checked.id}`, 'id', checked.id);
    seen.add(checked.id);
    normalized.push(checked);
  }
  const portfolio = packPortfolio(normalized, startMonth);
  const firstDays = planFirstDays(startMonth);
  const paths = buildMinimumPaths(portfolio, firstDays);
  const prepared = { portfolio, firstDays, paths, workspace: createWorkspace(portfolio.n, paths) };
  cached = key === null ? null : { key, debts: prepared };
  return prepared;
}

/** Every DebtInput field the engine reads (keep in step with plan-input.ts). */
const DEBT_FIELDS = [
  'id', 'name', 'balance', 'interestRate', 'minimumPayment', 'paymentFrequency', 'dueDay', 'dueDate', 'highLimit', 'isPromo',
  'promoAPR', 'promoEndDate', 'hasXFee', 'xFeeRate', 'minPayCalc', 'minPayPercentage', 'priority', 'isPaid',
] as const;

/** The start month, then per debt every field the engine reads, then its metadata as JSON. */
function cacheKey(startMonth: MonthIndex, debts: readonly DebtInput[]): unknown[] | null {
  const key: unknown[] = [startMonth];
  try {
    for (const debt of debts) {
      for (const field of DEBT_FIELDS) key.push(debt[field]);
      key.push(JSON.stringify(debt.customMetadata));
    }
  } catch {
    return null;
  }
  return key;
}

function sameKey(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (!Object.is(a[k], b[k])) return false;
  return true;
}
