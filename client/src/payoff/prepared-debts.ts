/**
 * The strategy-independent half of a prepared plan: the checked, packed debts, the plan's
 * calendar, every debt's minimum-only path, and the run workspace. It depends only on the debts
 * and the start month, so it is kept for the next call: while a budget slider moves, only the
 * strategy changes and the seven runs start at once.
 *
 * The cache holds one entry: the start month and a copy of every field the engine reads from each
 * debt. A call is served from it only when each of those fields still holds the same value
 * (content, not object identity, so debts edited in place are never served stale; fields the
 * engine ignores, like notes, do not count). customMetadata is kept as a deep copy and compared
 * structurally (dequal), so metadata changed in place is noticed too; metadata that cannot be
 * copied (structuredClone fails) is simply not cached. The check reads the fields and allocates
 * nothing: it runs on every call while a budget slider moves, so building and comparing a key
 * (or serializing the metadata) would cost as much as a whole strategy run. The cache lives with
 * the shared path buffers it points into (path-buffers.ts): the latest preparation owns them, so
 * the cached entry is always current.
 */
import { dequal } from 'dequal';
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

/** The cached preparation and what it was prepared from: see the module comment. */
interface CacheEntry {
  readonly startMonth: MonthIndex;
  /** Per debt, a copy of what the engine reads from it. */
  readonly debts: readonly EngineFields[];
  readonly prepared: PreparedDebts;
}

let cached: CacheEntry | null = null;

/** Checks and prepares `debts` from `startMonth` (or returns the identical previous preparation). */
export function prepareDebts(startMonth: MonthIndex, debts: readonly DebtInput[]): PreparedDebts {
  if (!Array.isArray(debts)) throw new PayoffInputError('debts must be a list', 'debts');
  if (cached !== null && isCachedFor(cached, startMonth, debts)) return cached.prepared;
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
  cached = cacheEntry(startMonth, debts, prepared);
  return prepared;
}

/** Every DebtInput field the engine reads (keep in step with plan-input.ts and {@link sameEngineFields}). */
type EngineFields = Pick<
  DebtInput,
  | 'id' | 'name' | 'balance' | 'interestRate' | 'minimumPayment' | 'paymentFrequency' | 'dueDay' | 'dueDate' | 'highLimit' | 'isPromo'
  | 'promoAPR' | 'promoEndDate' | 'hasXFee' | 'xFeeRate' | 'minPayCalc' | 'minPayPercentage' | 'priority' | 'isPaid' | 'customMetadata'
>;

/** A copy of the fields the engine reads (customMetadata deeply); throws when the metadata cannot be copied. */
function engineFields(d: DebtInput): EngineFields {
  return {
    id: d.id, name: d.name, balance: d.balance, interestRate: d.interestRate, minimumPayment: d.minimumPayment,
    paymentFrequency: d.paymentFrequency, dueDay: d.dueDay, dueDate: d.dueDate, highLimit: d.highLimit, isPromo: d.isPromo,
    promoAPR: d.promoAPR, promoEndDate: d.promoEndDate, hasXFee: d.hasXFee, xFeeRate: d.xFeeRate, minPayCalc: d.minPayCalc,
    minPayPercentage: d.minPayPercentage, priority: d.priority, isPaid: d.isPaid, customMetadata: structuredClone(d.customMetadata),
  };
}

/**
 * Whether debt `d` still holds the values copied into `c`. The fields are compared one by one,
 * written out: a loop over a list of field names reads each through a generic keyed lookup, which
 * made this check cost a third of a strategy run. The metadata is compared structurally.
 */
function sameEngineFields(d: DebtInput, c: EngineFields): boolean {
  return (
    d.id === c.id && d.name === c.name && d.balance === c.balance && d.interestRate === c.interestRate &&
    d.minimumPayment === c.minimumPayment && d.paymentFrequency === c.paymentFrequency && d.dueDay === c.dueDay &&
    d.dueDate === c.dueDate && d.highLimit === c.highLimit && d.isPromo === c.isPromo && d.promoAPR === c.promoAPR &&
    d.promoEndDate === c.promoEndDate && d.hasXFee === c.hasXFee && d.xFeeRate === c.xFeeRate && d.minPayCalc === c.minPayCalc &&
    d.minPayPercentage === c.minPayPercentage && d.priority === c.priority && d.isPaid === c.isPaid &&
    (d.customMetadata === c.customMetadata || dequal(d.customMetadata, c.customMetadata))
  );
}

/** Whether `entry` was prepared from these debts and start month (reads fields only, allocates nothing). */
function isCachedFor(entry: CacheEntry, startMonth: MonthIndex, debts: readonly DebtInput[]): boolean {
  if (entry.startMonth !== startMonth || entry.debts.length !== debts.length) return false;
  for (let k = 0; k < debts.length; k++) {
    const debt = debts[k];
    const copy = entry.debts[k];
    if (debt === null || typeof debt !== 'object' || copy === undefined || !sameEngineFields(debt, copy)) return false;
  }
  return true;
}

/** What {@link isCachedFor} compares against later; null when some metadata cannot be copied. */
function cacheEntry(startMonth: MonthIndex, debts: readonly DebtInput[], prepared: PreparedDebts): CacheEntry | null {
  try {
    return { startMonth, debts: debts.map(engineFields), prepared };
  } catch {
    return null;
  }
}
