/**
 * The arrays one run of the monthly loop needs, allocated once per prepared plan and reset by
 * each run. compareStrategies runs seven times on one plan; allocating ~15 typed arrays per run
 * (each with its own off-heap buffer) cost more than some whole runs. Runs are sequential and a
 * run's outcome is read before the next starts, so sharing is safe (see PayoffOutcome).
 */
import type { MinimumPaths } from './minimum-paths';

/** Per-run arrays, as views into a few shared buffers. Indexed by debt unless noted. */
export interface RunWorkspace {
  readonly perDebt: Float64Array;
  readonly balance: Float64Array;
  readonly rateNow: Float64Array;
  readonly factorNow: Float64Array;
  readonly nextDue: Float64Array;
  readonly debtInterest: Float64Array;
  readonly outInterest: Float64Array;
  readonly outPaid: Float64Array;
  readonly finalBalance: Float64Array;
  readonly promoBalanceLeft: Float64Array;
  readonly touched: Uint8Array;
  readonly touchedActive: Int32Array;
  readonly active: Int32Array;
  readonly order: Int32Array;
  readonly payoffMonth: Int32Array;
  /** Indexed by month (0 … paths.months + 1). */
  readonly pathPaid: Float64Array;
  readonly pathPaidChange: Float64Array;
  readonly pathTrueUps: Float64Array;
  /** The paths' month sums, as views of the right length for `set`. */
  readonly monthPaidSource: Float64Array;
  readonly monthTrueUpsSource: Float64Array;
}

/** Allocates the workspace for `n` debts whose longest path lasts `paths.months`. */
export function createWorkspace(n: number, paths: MinimumPaths): RunWorkspace {
  const perDebt = new Float64Array(9 * n);
  const lists = new Int32Array(4 * n);
  const span = paths.months + 2;
  const byMonth = new Float64Array(3 * span);
  const debtView = (k: number) => perDebt.subarray(k * n, (k + 1) * n);
  const listView = (k: number) => lists.subarray(k * n, (k + 1) * n);
  const monthView = (k: number) => byMonth.subarray(k * span, (k + 1) * span);
  return {
    perDebt,
    balance: debtView(0),
    rateNow: debtView(1),
    nextDue: debtView(2),
    debtInterest: debtView(3),
    outInterest: debtView(4),
    outPaid: debtView(5),
    finalBalance: debtView(6),
    promoBalanceLeft: debtView(7),
    factorNow: debtView(8),
    touched: new Uint8Array(n),
    touchedActive: listView(0),
    active: listView(1),
    order: listView(2),
    payoffMonth: listView(3),
    pathPaid: monthView(0),
    pathPaidChange: monthView(1),
    pathTrueUps: monthView(2),
    monthPaidSource: paths.monthPaid.subarray(0, span),
    monthTrueUpsSource: paths.monthTrueUps.subarray(0, span),
  };
}

/** Resets the workspace for a fresh run. */
export function resetWorkspace(work: RunWorkspace): void {
  work.perDebt.fill(0);
  work.promoBalanceLeft.fill(-1);
  work.touched.fill(0);
  work.payoffMonth.fill(0);
  work.pathPaid.set(work.monthPaidSource);
  work.pathPaidChange.fill(0);
  work.pathTrueUps.set(work.monthTrueUpsSource);
}
