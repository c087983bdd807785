/**
 * The plan the screens show when the user has not chosen one yet, and the numbers every screen
 * shares (this month's minimums, a suggested budget). All from the payoff engine; the start month
 * comes from the caller (the device clock), never from the engine.
 */
import type { Debt, Strategy } from '@schemas/index';
import { PayoffInputError, largestMonthMinimums, type StrategyInput } from '@/payoff/index';
import { isOwed } from './debt-status';
import { firstMonthMinimumCents } from './first-month-minimum';

/** Avalanche is the engine's default recommendation: the least interest for a budget. */
export const DEFAULT_STRATEGY_TYPE = 'avalanche' as const;

/** The debts a plan covers: those still owed. */
export function plannableDebts(debts: readonly Debt[]): Debt[] {
  return debts.filter(isOwed);
}

/**
 * What the minimum payments come to in `startMonth`: the engine's first month of a minimums-only
 * plan, so weekly and biweekly debts count every payment that falls in the month and percentage
 * minimums use the current balance. 0 when nothing is owed; null when a debt cannot be planned.
 */
export function minimumsThisMonth(debts: readonly Debt[], startMonth: string): number | null {
  let cents = 0;
  for (const debt of plannableDebts(debts)) {
    const own = firstMonthMinimumCents(debt, startMonth);
    if (own === null) return null;
    cents += own;
  }
  return cents / 100;
}

/**
 * A first budget to offer: the largest month's minimums the plan will need (not just this month's:
 * a biweekly debt's third payment, a promotion ending or a percentage minimum can ask more later),
 * rounded up to the next $50 so some extra goes to the plan and no month falls short. $50 when
 * nothing is owed or a debt cannot be planned (the screens then say what to fix).
 */
export function suggestedBudget(debts: readonly Debt[], startMonth: string): number {
  let largest = 0;
  try {
    largest = largestMonthMinimums({ startMonth, debts: plannableDebts(debts) });
  } catch (error) {
    if (!(error instanceof PayoffInputError)) throw error;
  }
  return Math.floor(largest / 50) * 50 + 50;
}

/** The engine's view of the saved strategy, or Avalanche with `fallbackBudget` when there is none. */
export function strategyForPlanning(strategy: Strategy | null, fallbackBudget: number): StrategyInput {
  if (strategy) return strategy;
  return { type: DEFAULT_STRATEGY_TYPE, monthlyBudget: fallbackBudget };
}
