/**
 * Which debts' minimums do not cover their interest, for the screens: the debt form (the debt as
 * typed) and the Dashboard (the debts owed). The rule is the engine's
 * (payoff/minimum-below-interest.ts), the one behind the plan warnings too, so every screen agrees.
 */
import type { Debt } from '@schemas/index';
import { PayoffInputError, minimumsBelowInterest, type DebtInput, type MinimumBelowInterest } from '@/payoff/index';
import { plannableDebts } from './current-plan';

/** The owed debts whose minimum does not cover their interest, planned from `startMonth`; none when a debt cannot be planned. */
export function owedMinimumsBelowInterest(debts: readonly Debt[], startMonth: string): MinimumBelowInterest[] {
  return orNothing(() => minimumsBelowInterest({ startMonth, debts: plannableDebts(debts) })) ?? [];
}

/** One debt's shortfall planned from `startMonth`, or null when it has none or the engine refuses it (a field not yet valid). */
export function minimumBelowInterestOf(debt: DebtInput, startMonth: string): MinimumBelowInterest | null {
  return orNothing(() => minimumsBelowInterest({ startMonth, debts: [debt] })[0]) ?? null;
}

function orNothing<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    if (error instanceof PayoffInputError) return undefined;
    throw error;
  }
}
