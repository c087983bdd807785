/**
 * The most the minimum payments come to in any one month of a plan: what a budget must be to
 * never fall short of them (the suggested budget is built on it).
 *
 * It reads the minimums-only plan (every debt on its minimum-only path, minimum-paths.ts). Under
 * any strategy and any budget a debt owes at most what it owes on its own path in the same month
 * (extra money only lowers a balance), and a month's minimum never rises when the balance falls,
 * so no strategy's minimums exceed these month by month: biweekly and weekly months with an extra
 * payment, percentage minimums after a promotion ends and every other change are all covered.
 * True-ups (debt-month.ts) are not minimums and are left out, as in the plan's shortfall check.
 *
 * One exception keeps the answer finite: a debt whose minimum does not cover its interest (see
 * minimum-below-interest.ts) counts, from a year after it starts falling short, at most the
 * largest minimum it asked until then. Otherwise a percentage minimum paid months apart would
 * grow with its balance towards the engine's ceiling. (The plan warns about such a debt.)
 */
import { findMinimumsBelowInterest } from './minimum-below-interest';
import { toDollars } from './money';
import { normalizeStartMonth } from './normalize-strategy';
import { MAX_PLAN_MONTHS } from './plan-horizon';
import type { DebtInput } from './plan-input';
import { prepareDebts } from './prepared-debts';

/** Months of a shortfall counted in full before its minimums are capped. */
const SHORTFALL_YEAR = 12;

/**
 * The largest month's minimums (dollars) of `debts` planned from `startMonth` ('YYYY-MM'); 0 when
 * nothing is owed.
 * @throws PayoffInputError on invalid input, naming the debt and field (as planPayoff does).
 */
export function largestMonthMinimums(input: { readonly startMonth: string; readonly debts: readonly DebtInput[] }): number {
  const prepared = prepareDebts(normalizeStartMonth(input.startMonth), input.debts);
  const { portfolio, paths } = prepared;
  // Per debt, the month from which its minimum is capped: a year after its shortfall starts.
  const capFrom = new Int32Array(portfolio.n).fill(MAX_PLAN_MONTHS);
  const index = new Map(portfolio.debts.map((debt, i) => [debt.id, i]));
  for (const short of findMinimumsBelowInterest(prepared)) capFrom[index.get(short.debtId) ?? 0] = short.month - 1 + SHORTFALL_YEAR;
  const byMonth = new Float64Array(paths.months);
  for (let i = 0; i < portfolio.n; i++) {
    const length = paths.length[i] ?? 0;
    const cappedFrom = capFrom[i] ?? MAX_PLAN_MONTHS;
    let largest = 0;
    for (let m = 0; m < length; m++) {
      const trueUp = m === length - 1 ? (paths.lastTrueUp[i] ?? 0) : 0;
      const minimum = (paths.paid[i * MAX_PLAN_MONTHS + m] ?? 0) - trueUp;
      if (m < cappedFrom) {
        if (minimum > largest) largest = minimum;
        byMonth[m] = (byMonth[m] ?? 0) + minimum;
      } else {
        byMonth[m] = (byMonth[m] ?? 0) + (minimum < largest ? minimum : largest);
      }
    }
  }
  let most = 0;
  for (const cents of byMonth) if (cents > most) most = cents;
  return toDollars(most);
}
