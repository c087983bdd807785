import { planPayoff, type PlanInput, type PlanResult } from '@/payoff/index';
import { budgetSchedule, budgetStepsOf } from '@/planning/money-over-time';

/** The ready-made "what if I paid this much more each month" amounts, in dollars. */
export const WHAT_IF_EXTRAS: readonly number[] = [50, 100, 200];

/** Above this a custom amount is refused (a typo, not a plan). */
export const MAX_WHAT_IF_EXTRA = 1_000_000;

/** The user's plan with `extra` dollars more each month, against the plan as it is. */
export interface WhatIfScenario {
  extra: number;
  monthlyBudget: number;
  plan: PlanResult;
  /** Months sooner than the current plan; null when the current plan never clears every debt. */
  monthsSooner: number | null;
  /** Interest saved against the current plan, in dollars; null when the current plan never clears every debt. */
  interestSaved: number | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Runs the engine with the budget raised by `extra` (added in cents, so $0.10 + $0.20 is $0.30)
 * in every month: the budget changes on dates are raised too. `monthlyBudget` is the budget the
 * raised plan starts at.
 */
export function whatIfScenario(input: PlanInput, current: PlanResult, extra: number): WhatIfScenario {
  const raise = (budget: number) => (cents(budget) + cents(extra)) / 100;
  const steps = budgetStepsOf(input.strategy.budgetSteps).map(({ id: _id, ...step }) => ({ ...step, monthlyBudget: raise(step.monthlyBudget) }));
  const strategy = { ...input.strategy, monthlyBudget: raise(input.strategy.monthlyBudget), budgetSteps: steps };
  const monthlyBudget = budgetSchedule(strategy.monthlyBudget, steps, input.startMonth).start;
  const plan = planPayoff({ ...input, strategy });
  const comparable = current.status === 'ok' && plan.status === 'ok';
  return {
    extra,
    monthlyBudget,
    plan,
    monthsSooner: comparable ? current.totalMonths - plan.totalMonths : null,
    interestSaved: comparable ? (cents(current.totalInterestPaid) - cents(plan.totalInterestPaid)) / 100 : null,
  };
}

/** The custom amount as typed ("75", "$1,250.50"): an amount, nothing yet, or a message saying what is wrong. */
export function readExtraAmount(text: string): { amount: number | null; error: string | null } {
  const cleaned = text.trim().replace(/[$,\s]/g, '');
  if (cleaned === '') return { amount: null, error: null };
  if (!/^\d*\.?\d+$/.test(cleaned)) return { amount: null, error: 'Enter an amount in dollars, e.g. 75 or 120.50.' };
  if (!/^\d*(\.\d{1,2})?$/.test(cleaned)) return { amount: null, error: 'Use at most two decimals (cents).' };
  const amount = Number(cleaned);
  if (amount <= 0) return { amount: null, error: 'Enter an amount above $0.' };
  if (amount > MAX_WHAT_IF_EXTRA) return { amount: null, error: 'Enter at most $1,000,000.' };
  return { amount, error: null };
}
