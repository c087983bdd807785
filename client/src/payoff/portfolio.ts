/**
 * Debts packed into typed arrays, so the monthly loop (run up to seven times by
 * compareStrategies) reads flat numbers and allocates nothing.
 */
import { type DayNumber, type MonthIndex, firstDayOfMonth } from './calendar';
import { UTILIZATION_THRESHOLDS, utilizationTarget } from './credit-utilization';
import { MIN_FIXED, MIN_PERCENT_PRINCIPAL, MIN_PERCENT_PRINCIPAL_INTEREST } from './minimum-payment';
import { monthlyFactor } from './debt-month';
import type { NormalizedDebt } from './normalize-debt';

/** Debts as parallel typed arrays indexed 0…n−1 (money in cents, rates in rate units). */
export interface Portfolio {
  readonly n: number;
  readonly debts: readonly NormalizedDebt[];
  readonly startMonth: MonthIndex;
  readonly startDay: DayNumber;
  readonly balance: Float64Array;
  readonly fee: Float64Array;
  readonly rate: Float64Array;
  readonly promoRate: Float64Array;
  /** `rate` and `promoRate` as monthly multipliers (see debt-month.ts `monthInterest`). */
  readonly rateFactor: Float64Array;
  readonly promoFactor: Float64Array;
  readonly promoMonths: Int32Array;
  /** Debts with a promotion that ends after month 1, ordered by their first regular-rate month. */
  readonly promoEnds: Int32Array;
  readonly minKind: Uint8Array;
  readonly minFixed: Float64Array;
  readonly minPercent: Float64Array;
  /** 0: every `scheduleStep` months from month `scheduleAnchor`; 1: every `scheduleStep` days from day `scheduleAnchor`. */
  readonly scheduleKind: Uint8Array;
  readonly scheduleAnchor: Float64Array;
  readonly scheduleStep: Int32Array;
  readonly limit: Float64Array;
  /** 1 for a debt paid monthly, with a fixed minimum and no promotion (the loop's fast path). */
  readonly simple: Uint8Array;
  /** Debts with a positive credit limit (cards), in input order. */
  readonly cards: Int32Array;
  /** Per debt, the balance targets (cents) for each of UTILIZATION_THRESHOLDS: index i × 4 + t. */
  readonly cardTargets: Float64Array;
  readonly totalLimit: number;
  /** Final tie-break: priority (lower first, none last), then name, then id. */
  readonly tieRank: Int32Array;
}

const MIN_CODES = { fixed_amount: MIN_FIXED, percent_principal: MIN_PERCENT_PRINCIPAL, percent_principal_interest: MIN_PERCENT_PRINCIPAL_INTEREST };
const PER_CARD = UTILIZATION_THRESHOLDS.length;

/** Packs checked debts into typed arrays (money in cents, rates in rate units). */
export function packPortfolio(debts: readonly NormalizedDebt[], startMonth: MonthIndex): Portfolio {
  const n = debts.length;
  const f64 = () => new Float64Array(n);
  const [balance, fee, rate, promoRate, rateFactor, promoFactor, minFixed, minPercent, scheduleAnchor, limit] = Array.from({ length: 10 }, f64) as [
    Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array,
  ];
  const promoMonths = new Int32Array(n);
  const scheduleStep = new Int32Array(n);
  const minKind = new Uint8Array(n);
  const scheduleKind = new Uint8Array(n);
  const simple = new Uint8Array(n);
  const cardTargets = new Float64Array(n * PER_CARD);
  const cards: number[] = [];
  debts.forEach((debt, i) => {
    balance[i] = debt.balance;
    fee[i] = debt.fee;
    rate[i] = debt.rate;
    promoRate[i] = debt.promoRate;
    rateFactor[i] = monthlyFactor(debt.rate);
    promoFactor[i] = monthlyFactor(debt.promoRate);
    promoMonths[i] = debt.promoMonths;
    minKind[i] = MIN_CODES[debt.minPayCalc];
    minFixed[i] = debt.minimumPayment;
    minPercent[i] = debt.minPayPercentage;
    scheduleKind[i] = debt.schedule.kind === 'months' ? 0 : 1;
    scheduleAnchor[i] = debt.schedule.anchor;
    scheduleStep[i] = debt.schedule.step;
    limit[i] = debt.limit;
    const monthly = debt.schedule.kind === 'months' && debt.schedule.step === 1;
    simple[i] = monthly && debt.minPayCalc === 'fixed_amount' && debt.promoMonths === 0 ? 1 : 0;
    if (debt.limit > 0) cards.push(i);
    UTILIZATION_THRESHOLDS.forEach((percent, t) => {
      cardTargets[i * PER_CARD + t] = utilizationTarget(debt.limit, percent);
    });
  });
  return {
    n,
    debts,
    startMonth,
    startDay: firstDayOfMonth(startMonth),
    balance,
    fee,
    rate,
    promoRate,
    rateFactor,
    promoFactor,
    promoMonths,
    promoEnds: Int32Array.from(
      debts.map((_, i) => i).filter((i) => (promoMonths[i] ?? 0) > 0).sort((a, b) => (promoMonths[a] ?? 0) - (promoMonths[b] ?? 0)),
    ),
    minKind,
    minFixed,
    minPercent,
    scheduleKind,
    scheduleAnchor,
    scheduleStep,
    limit,
    simple,
    cards: Int32Array.from(cards),
    cardTargets,
    totalLimit: debts.reduce((sum, d) => sum + d.limit, 0),
    tieRank: ranksOf(n, (a, b) => compareTieBreak(debts[a], debts[b])),
  };
}

/** Priority ascending (debts without one last), then name, then id, in code-unit order (locale-free). */
function compareTieBreak(a: NormalizedDebt | undefined, b: NormalizedDebt | undefined): number {
  if (!a || !b) return 0;
  const pa = a.priority ?? Number.POSITIVE_INFINITY;
  const pb = b.priority ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Rank in the user's order: `debtPriorities` first (as listed), then the rest by tie-break rank. */
export function customRanks(portfolio: Portfolio, priorities: readonly string[]): Int32Array {
  // No listed debts: the order is the tie-break order itself (both are ranks 0…n−1), so share it
  // rather than sort again on every call while a budget slider moves. Neither is ever written to.
  if (priorities.length === 0) return portfolio.tieRank;
  const listed = new Map<string, number>();
  priorities.forEach((id, position) => {
    if (!listed.has(id)) listed.set(id, position);
  });
  const positionOf = (i: number) => listed.get(portfolio.debts[i]?.id ?? '') ?? Number.POSITIVE_INFINITY;
  return ranksOf(portfolio.n, (a, b) => positionOf(a) - positionOf(b) || (portfolio.tieRank[a] ?? 0) - (portfolio.tieRank[b] ?? 0));
}

/** rank[i] = position of debt i when all debts are sorted by `compare`. */
function ranksOf(n: number, compare: (a: number, b: number) => number): Int32Array {
  const order = Array.from({ length: n }, (_, i) => i).sort(compare);
  const rank = new Int32Array(n);
  order.forEach((debt, position) => {
    rank[debt] = position;
  });
  return rank;
}
