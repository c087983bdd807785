/**
 * How a strategy's money changes over time, as the screens tell it: the budget in force from the
 * plan's first month and its later steps ("$600.00 a month, $800.00 from June 2027"), and the
 * one-time extra payments ("snowflakes") inside the plan and before it. The engine plans with the
 * same rules (docs/payoff-calculations.md): a step applies from the calendar month containing its
 * date, the latest step whose month has begun is in force, and a snowflake dated before the plan's
 * first month is not part of it.
 *
 * Entries come as the stored document keeps them (maps by id) or as lists; both are read here.
 */
import { monthLabel, monthOf } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import type { BudgetStep, Snowflake } from '@/payoff/index';

type Entries<T> = readonly T[] | Readonly<Record<string, T>> | null | undefined;

/** An entry with the id it is stored under (a list's entries get their index). */
export type WithId<T> = T & { readonly id: string };

function entriesOf<T extends object>(entries: Entries<T>): WithId<T>[] {
  if (!entries) return [];
  return Object.entries(entries).map(([id, entry]) => ({ ...(entry as T), id }));
}

/**
 * Budget steps in the engine's order (payoff/budget-steps.ts): earliest first; on one date the
 * smaller budget first, so the one listed last in a month is the one the plan uses; then by id, so
 * every device lists them alike.
 */
export function budgetStepsOf(entries: Entries<BudgetStep>): WithId<BudgetStep>[] {
  return entriesOf(entries).sort((a, b) => a.from.localeCompare(b.from) || a.monthlyBudget - b.monthlyBudget || a.id.localeCompare(b.id));
}

/** One-time payments, earliest first. */
export function snowflakesOf(entries: Entries<Snowflake>): WithId<Snowflake>[] {
  return entriesOf(entries).sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/** Whether a one-time payment falls before `startMonth` ('YYYY-MM'): it is then not part of the plan. */
export const isPastSnowflake = (snowflake: Pick<Snowflake, 'date'>, startMonth: string): boolean => monthOf(snowflake.date) < startMonth;

export interface BudgetChange {
  /** 'YYYY-MM': the first month the budget applies. */
  readonly month: string;
  readonly monthlyBudget: number;
}

/**
 * The budget in force in `startMonth` and the changes after it, one per month (the last step of a
 * month wins), leaving out steps that change nothing.
 */
export function budgetSchedule(monthlyBudget: number, steps: Entries<BudgetStep>, startMonth: string): { start: number; changes: BudgetChange[] } {
  let start = monthlyBudget;
  const byMonth = new Map<string, number>();
  for (const step of budgetStepsOf(steps)) {
    const month = monthOf(step.from);
    if (month <= startMonth) start = step.monthlyBudget;
    else byMonth.set(month, step.monthlyBudget);
  }
  const changes: BudgetChange[] = [];
  let previous = start;
  for (const [month, budget] of [...byMonth].sort(([a], [b]) => a.localeCompare(b))) {
    if (budget === previous) continue;
    changes.push({ month, monthlyBudget: budget });
    previous = budget;
  }
  return { start, changes };
}

/** "$600.00 a month" or "$600.00 a month, $800.00 from June 2027, $700.00 from January 2029". */
export function budgetScheduleText(schedule: { start: number; changes: readonly BudgetChange[] }): string {
  return [`${formatMoney(schedule.start)} a month`, ...schedule.changes.map((change) => `${formatMoney(change.monthlyBudget)} from ${monthLabel(change.month)}`)].join(', ');
}

/**
 * The one-time payments inside a plan from `startMonth`, as a phrase: "" when none, "a one-time
 * payment of $2,000.00 in April 2027", "one-time payments of $2,000.00 in April 2027 and $500.00 in
 * December 2027", or from four on "5 one-time payments, $7,500.00 in all, from April 2027".
 */
export function snowflakesText(snowflakes: Entries<Snowflake>, startMonth: string): string {
  const planned = snowflakesOf(snowflakes).filter((snowflake) => !isPastSnowflake(snowflake, startMonth));
  if (planned.length === 0) return '';
  const one = (snowflake: Snowflake) => `${formatMoney(snowflake.amount)} in ${monthLabel(monthOf(snowflake.date))}`;
  if (planned.length === 1) return `a one-time payment of ${one(planned[0]!)}`;
  if (planned.length <= 3) return `one-time payments of ${planned.slice(0, -1).map(one).join(', ')} and ${one(planned.at(-1)!)}`;
  const cents = planned.reduce((sum, snowflake) => sum + Math.round(snowflake.amount * 100), 0);
  return `${planned.length} one-time payments, ${formatMoney(cents / 100)} in all, from ${monthLabel(monthOf(planned[0]!.date))}`;
}

/** What changes in one month of a plan: its one-time payments (in all) and a new budget from it. */
export interface MonthEvents {
  /** Total of the one-time payments dated in the month, in dollars (0: none). */
  readonly oneTime: number;
  readonly labels: readonly string[];
  /** The budget from this month on, when it changes in this month. */
  readonly budget: number | null;
}

/** The months of a plan from `startMonth` where money changes, by 'YYYY-MM' (for the schedule's marks). */
export function moneyEventsByMonth(
  strategy: { readonly monthlyBudget: number; readonly budgetSteps?: Entries<BudgetStep>; readonly snowflakes?: Entries<Snowflake> },
  startMonth: string,
): ReadonlyMap<string, MonthEvents> {
  const events = new Map<string, { oneTime: number; labels: string[]; budget: number | null }>();
  const at = (month: string) => events.get(month) ?? events.set(month, { oneTime: 0, labels: [], budget: null }).get(month)!;
  for (const snowflake of snowflakesOf(strategy.snowflakes)) {
    if (isPastSnowflake(snowflake, startMonth)) continue;
    const month = at(monthOf(snowflake.date));
    month.oneTime = Math.round((month.oneTime + snowflake.amount) * 100) / 100;
    if (snowflake.label) month.labels.push(snowflake.label);
  }
  for (const change of budgetSchedule(strategy.monthlyBudget, strategy.budgetSteps, startMonth).changes) at(change.month).budget = change.monthlyBudget;
  return events;
}
