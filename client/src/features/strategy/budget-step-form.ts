/**
 * The form of one budget step ("$800 a month from June 2027") as typed, and its reading into what
 * the strategy stores: the first day of the month it starts ('YYYY-MM-01') and a budget of $0 or
 * more (checked as the repository checks it: data/strategies/plan-entries.ts).
 */
import type { FieldErrors } from '@/data/field-checks';
import { BUDGET_STEPS, validatePlanEntry, type BudgetStepInput } from '@/data/strategies/plan-entries';
import { monthLabel, monthOf } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import type { BudgetStep } from '@/payoff/index';
import { entryMessages } from './snowflake-form';
import { readNumber } from './strategy-form-state';

export interface BudgetStepForm {
  /** 'YYYY-MM' (a month input; a full date is read as its month). */
  from: string;
  monthlyBudget: string;
}

export const BUDGET_STEP_LABELS: Record<keyof BudgetStepForm, string> = { from: 'From (month)', monthlyBudget: 'New monthly budget ($)' };

export const EMPTY_BUDGET_STEP: BudgetStepForm = { from: '', monthlyBudget: '' };

export function budgetStepForm(step: BudgetStep): BudgetStepForm {
  return { from: monthOf(step.from), monthlyBudget: String(step.monthlyBudget) };
}

/** A month as a month input gives it. */
const MONTH = /^\d{4}-\d{2}$/;

/** The repository's messages in the form's words. */
export const budgetStepMessages = (errors: FieldErrors): FieldErrors => entryMessages(errors, { from: 'From', monthlyBudget: 'Monthly budget' });

/** Reads the form: the step to store when `errors` is empty (a month '2027-06' starts on its first day). */
export function readBudgetStepForm(form: BudgetStepForm): { values: BudgetStepInput; errors: FieldErrors } {
  const typed = form.from.trim();
  const values = { from: MONTH.test(typed) ? `${typed}-01` : typed, monthlyBudget: readNumber(form.monthlyBudget) };
  const errors = budgetStepMessages(validatePlanEntry(BUDGET_STEPS, values, true));
  if (errors.from) errors.from = typed === '' ? 'Month is required' : 'Month must be a month like 2027-06';
  return { values: values as BudgetStepInput, errors };
}

/** "$800.00 a month from June 2027". */
export function budgetStepText(step: BudgetStep): string {
  return `${formatMoney(step.monthlyBudget)} a month from ${monthLabel(monthOf(step.from))}`;
}
