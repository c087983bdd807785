/**
 * Budget steps ("$800 a month from June 2027"): checked, converted to cents and ordered by date,
 * then budget, then key. A step applies from the calendar month containing its date; in each
 * month the last step in this order whose month has begun is in force. So of two steps in one
 * month the later date wins, and of two on the same date the larger budget.
 */
import type { MonthIndex } from './calendar';
import { compareKeys, datedEntries, entryDate } from './dated-entries';
import { type Cents, MAX_AMOUNT_DOLLARS, toCents } from './money';

/** Ten years of monthly changes: more than any person enters. */
export const MAX_BUDGET_STEPS = 120;

/** A budget step in engine units. */
export interface NormalizedBudgetStep {
  readonly key: string | number;
  readonly from: string;
  /** The first calendar month it applies to. */
  readonly month: MonthIndex;
  readonly budget: Cents;
}

/** Checks `strategy.budgetSteps` (a list or an id-keyed object); throws PayoffInputError naming the entry and field. */
export function normalizeBudgetSteps(value: unknown): NormalizedBudgetStep[] {
  const steps = datedEntries(value, 'budgetSteps', MAX_BUDGET_STEPS, 'budget step').map((entry): NormalizedBudgetStep => {
    const { date, month } = entryDate(entry, 'from');
    return { key: entry.key, from: date, month, budget: toCents(entry.check.number('monthlyBudget', { max: MAX_AMOUNT_DOLLARS })) };
  });
  return steps.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0) || a.budget - b.budget || compareKeys(a.key, b.key));
}

/** The budget in force in calendar month `month`: the last step begun by then, else `base`. */
export function budgetInForce(steps: readonly NormalizedBudgetStep[], base: Cents, month: number): Cents {
  let budget = base;
  for (const step of steps) {
    if (step.month > month) break;
    budget = step.budget;
  }
  return budget;
}
