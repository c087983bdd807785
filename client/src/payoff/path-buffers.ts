/**
 * Reusable storage for minimum-only paths.
 *
 * Why: a 30-year plan for 25 debts needs ~300 KB of path data. Allocating fresh typed arrays of
 * that size on every call costs more than computing the plan, so the buffers are kept and reused.
 * This is safe because the engine is synchronous: a public call prepares its debts (or reuses the
 * cached preparation, prepared-debts.ts, which is always the latest), runs them and returns plain
 * results. A preparation is invalidated by the next one; `assertCurrent` turns any misuse into an
 * error rather than wrong numbers. The one reader after that is a plan's schedule rows, built on
 * first access from the paths' balances (month-rows.ts): `keepPathBuffers` hands those balances
 * over to it, and the next preparation allocates new ones instead of overwriting them.
 */
import { MAX_PLAN_MONTHS } from './plan-horizon';

interface Buffers {
  readonly balance: Float64Array;
  readonly paid: Float64Array;
  readonly cumulativeInterest: Float64Array;
  readonly generation: number;
}

const EMPTY = new Float64Array(0);
let shared: Buffers = { balance: EMPTY, paid: EMPTY, cumulativeInterest: EMPTY, generation: 0 };
/** Set when something will read the current balances after the next plan starts (see keepPathBuffers). */
let kept = false;

/**
 * Buffers for `n` debts: `balance` and `cumulativeInterest` hold at least `months × n` entries
 * (month-major), `paid` holds `n × MAX_PLAN_MONTHS` (debt-major). `months = 0` starts a new plan
 * (a new generation); a larger `months` grows the current plan's buffers, keeping their contents.
 */
export function pathBuffers(n: number, months: number): Buffers {
  const needed = Math.max(months, 1) * n;
  const generation = months === 0 ? shared.generation + 1 : shared.generation;
  if (months === 0 && kept) {
    // The previous plan's balances are still read (a plan's rows, built later): start afresh.
    shared = { ...shared, balance: EMPTY, cumulativeInterest: EMPTY };
    kept = false;
  }
  const paid = shared.paid.length >= n * MAX_PLAN_MONTHS ? shared.paid : new Float64Array(n * MAX_PLAN_MONTHS);
  if (shared.balance.length >= needed) {
    shared = { ...shared, paid, generation };
    return shared;
  }
  const size = Math.max(needed * 2, 512 * n);
  const grown = (old: Float64Array) => {
    const bigger = new Float64Array(size);
    bigger.set(old);
    return bigger;
  };
  shared = { balance: grown(shared.balance), paid, cumulativeInterest: grown(shared.cumulativeInterest), generation };
  return shared;
}

/** Throws when a plan's paths were overwritten by a later preparePlan call. */
export function assertCurrent(generation: number): void {
  if (generation !== shared.generation) {
    throw new Error('Payoff engine: this prepared plan was superseded by a newer one; prepare it again.');
  }
}

/**
 * Hands the balances of preparation `generation` (the current one) over to a reader that may read
 * them after later preparations (month-rows.ts): the next preparation then gets new buffers. The
 * current preparation itself keeps using them; while it stays cached nothing is allocated.
 */
export function keepPathBuffers(generation: number): void {
  if (generation === shared.generation) kept = true;
}
