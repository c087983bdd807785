/**
 * Summaries over all minimum-only paths that the monthly loop reads month by month: what the
 * untouched paths pay each month, their true-ups, and the order in which paths end.
 */
import { MAX_PLAN_MONTHS } from './plan-horizon';

/**
 * Adds a path's payments (`paid[from … from + length − 1]`) to the month sums. A steady path adds
 * its constant payment as a range to the difference array `steadyChange` (summed up at the end)
 * and only its last month to `direct`; any other path adds month by month to `direct`.
 */
export function addToMonthSums(steadyChange: Float64Array, direct: Float64Array, steady: number, paid: Float64Array, from: number, length: number): void {
  if (length === 0) return;
  if (!Number.isNaN(steady)) {
    steadyChange[0] = steadyChange[0]! + steady;
    steadyChange[length - 1] = steadyChange[length - 1]! - steady;
    direct[length - 1] = direct[length - 1]! + paid[from + length - 1]!;
    return;
  }
  for (let m = 0; m < length; m++) direct[m] = direct[m]! + paid[from + m]!;
}

/** True-ups by month: each path's final-month true-up, in that month. */
export function trueUpsByMonth(length: Int32Array, lastTrueUp: Float64Array): Float64Array {
  const trueUps = new Float64Array(MAX_PLAN_MONTHS);
  lastTrueUp.forEach((trueUp, i) => {
    const last = (length[i] ?? 0) - 1;
    if (trueUp > 0) trueUps[last] = (trueUps[last] ?? 0) + trueUp;
  });
  return trueUps;
}

/** Debts whose path ends inside the horizon (paid off or past the ceiling), by path length. */
export function endOrderOf(length: Int32Array): Int32Array {
  const ending = Array.from(length.keys()).filter((i) => (length[i] ?? 0) < MAX_PLAN_MONTHS);
  return Int32Array.from(ending.sort((a, b) => (length[a] ?? 0) - (length[b] ?? 0)));
}
