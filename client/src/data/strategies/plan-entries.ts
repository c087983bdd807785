import type { Strategy } from '@schemas/index';
import { checkDate, checkNumber, checkText, collectErrors, type FieldErrors } from '../field-checks';
import { tidyInput } from '../tidy-input';
import { roundUpToCents } from './round-up';

/** A one-time extra payment ("snowflake") as stored in `strategies.snowflakes`, keyed by its id. */
export type SnowflakeEntry = NonNullable<Strategy['snowflakes']>[string];
/** A step of the monthly budget as stored in `strategies.budgetSteps`, keyed by its id. */
export type BudgetStepEntry = NonNullable<Strategy['budgetSteps']>[string];

export interface SnowflakeInput {
  date: string;
  amount: number;
  /** The debt it goes to; absent, null or '': where the strategy sends extra money. */
  debtId?: string | null;
  label?: string | null;
}

export interface BudgetStepInput {
  /** 'YYYY-MM-DD': the budget applies from the calendar month containing this date. */
  from: string;
  monthlyBudget: number;
}

const MAX_AMOUNT = 1_000_000_000;

/**
 * The two maps of a strategy that hold entries keyed by id: the fields of an entry, how each is
 * checked (`required` on create; an edit may leave any field out but not clear a required one) and
 * its stored form (money rounded up to cents like the monthly budget; empty optional text left out).
 */
export interface PlanEntryKind<Input> {
  readonly map: 'snowflakes' | 'budgetSteps';
  /** What the messages call one entry ("Snowflake", "Budget step"). */
  readonly noun: string;
  readonly fields: readonly (keyof Input & string)[];
  readonly checks: Record<keyof Input & string, (value: unknown, required: boolean) => string | null>;
  readonly required: ReadonlySet<string>;
  readonly money: keyof Input & string;
}

export const SNOWFLAKES: PlanEntryKind<SnowflakeInput> = {
  map: 'snowflakes',
  noun: 'Snowflake',
  fields: ['date', 'amount', 'debtId', 'label'],
  checks: {
    date: (v, r) => checkDate('date', v, r),
    amount: (v, r) => checkNumber('amount', v, { required: r, min: 0, exclusiveMin: true, max: MAX_AMOUNT }),
    debtId: (v) => checkText('debtId', v, { maxLength: 128 }),
    label: (v) => checkText('label', v, { maxLength: 200 }),
  },
  required: new Set(['date', 'amount']),
  money: 'amount',
};

export const BUDGET_STEPS: PlanEntryKind<BudgetStepInput> = {
  map: 'budgetSteps',
  noun: 'Budget step',
  fields: ['from', 'monthlyBudget'],
  checks: {
    from: (v, r) => checkDate('from', v, r),
    monthlyBudget: (v, r) => checkNumber('monthlyBudget', v, { required: r, min: 0, max: MAX_AMOUNT }),
  },
  required: new Set(['from', 'monthlyBudget']),
  money: 'monthlyBudget',
};

/** Messages by field for a new entry (`whole`) or for changes to one (only the fields given). */
export function validatePlanEntry<Input>(kind: PlanEntryKind<Input>, values: Partial<Record<string, unknown>>, whole: boolean): FieldErrors {
  const fields = whole ? kind.fields : kind.fields.filter((field) => values[field] !== undefined);
  return collectErrors(Object.fromEntries(fields.map((field) => [field, kind.checks[field](values[field], kind.required.has(field))])));
}

/** An entry in its stored form: text trimmed, empty optional text (or null) left out, money rounded up to cents. */
export function storedPlanEntry<Input>(kind: PlanEntryKind<Input>, values: Partial<Record<string, unknown>>): Record<string, unknown> {
  const entry = tidyInput(values);
  const money = entry[kind.money];
  if (typeof money === 'number') entry[kind.money] = roundUpToCents(money);
  return entry;
}
