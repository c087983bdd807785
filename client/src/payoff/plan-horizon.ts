/**
 * The months a plan can span: at most 100 years from the start month. A debt still owed after
 * that is reported as never paid off, never as a success.
 */
import { type MonthIndex, daysInMonth as daysInMonthImport, firstDayOfMonth, monthOfIndex } from './calendar';

// Vitest's module runner reads imported bindings through getters on every use; the loop below
// uses a module-level copy instead (a bundled build needs none of this).
const daysInMonth = daysInMonthImport;

/** The longest plan simulated: 100 years. */
export const MAX_PLAN_MONTHS = 1200;

/**
 * Day number of the first day of each plan month, plus one entry for the month after the last,
 * so month m spans days `[firstDays[m], firstDays[m + 1])`.
 */
export function planFirstDays(startMonth: MonthIndex): Float64Array {
  const firstDays = new Float64Array(MAX_PLAN_MONTHS + 1);
  let day: number = firstDayOfMonth(startMonth);
  let { year, month } = monthOfIndex(startMonth);
  for (let m = 0; m <= MAX_PLAN_MONTHS; m++) {
    firstDays[m] = day;
    day += daysInMonth(year, month);
    if (++month > 12) {
      month = 1;
      year += 1;
    }
  }
  return firstDays;
}
