/**
 * The current plan every screen shows (currentPlan), the plan when the user has not chosen one yet,
 * and the numbers every screen shares (this month's minimums, a suggested budget). All from the
 * payoff engine; the start month comes from the caller (the device clock), never from the engine.
 */
import type { AmortizationTable, Debt, Strategy } from '@schemas/index';
import { PayoffInputError, largestMonthMinimums, planPayoff, type PlanInput, type PlanResult, type StrategyInput } from '@/payoff/index';
import { byPriority, isOwed } from './debt-status';
import { firstMonthMinimumCents } from './first-month-minimum';
import { pickSavedPlan } from './saved-plan';
import { savedPlanDifferences, type MeasuredAgainst } from './saved-plan-differences';

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

/** The strategy Paydown suggests while none is stored: Avalanche at the suggested budget for `owed` in `startMonth`. */
export function suggestedStrategy(owed: readonly Debt[], startMonth: string): StrategyInput {
  return { type: DEFAULT_STRATEGY_TYPE, monthlyBudget: suggestedBudget(owed, startMonth) };
}

/**
 * The one current plan every screen shows: the chosen strategy (the stored one; Avalanche at the
 * suggested budget only while none is stored, and then `chosen` is false so the screens say it is a
 * suggestion), planned by the engine on today's balances from `thisMonth`, and the saved plan that
 * progress is measured against, with what differs between the two.
 *
 * Why one function: the Dashboard once showed the recommended strategy's date while Snowball was
 * chosen. Dashboard, Progress and Strategy now read the chosen strategy and budget from here (or,
 * on Strategy, from the same stored document and the same suggestion), so they cannot disagree.
 */
export interface CurrentPlan {
  /** The engine's input: the debts still owed, in priority order, the strategy, the start month. */
  input: PlanInput;
  /** False while no strategy is stored: `input.strategy` is Paydown's suggestion. */
  chosen: boolean;
  /** The chosen scenario's name ("Aggressive"), or null while none is stored. */
  name: string | null;
  /** The plan of `input` (null when nothing is owed or the engine refused a debt). */
  plan: PlanResult | null;
  /** Why the engine refused (it names the debt and field), or null. */
  error: string | null;
  /** The saved plan progress is measured against, or null when none is saved. */
  measuredAgainst: MeasuredAgainst | null;
}

export interface CurrentPlanSources {
  debts: readonly Debt[];
  /** The current scenario (useStrategy), or null when none is stored yet. */
  strategy: Strategy | null;
  /** The saved plans (amortizationTables). */
  tables: readonly AmortizationTable[];
  /** 'YYYY-MM' on the device clock. */
  thisMonth: string;
}

export function currentPlan({ debts, strategy, tables, thisMonth }: CurrentPlanSources): CurrentPlan {
  const owed = byPriority(plannableDebts(debts));
  const input: PlanInput = {
    startMonth: thisMonth,
    debts: owed,
    strategy: strategy ?? suggestedStrategy(owed, thisMonth),
  };
  let plan: PlanResult | null = null;
  let error: string | null = null;
  if (owed.length > 0) {
    try {
      plan = planPayoff(input);
    } catch (caught) {
      if (!(caught instanceof PayoffInputError)) throw caught;
      error = caught.message;
    }
  }
  const table = pickSavedPlan(tables, strategy?.type);
  return {
    input,
    chosen: strategy !== null,
    name: strategy?.name ?? null,
    plan,
    error,
    measuredAgainst: table ? { table, differences: savedPlanDifferences(table, input.strategy.type, plan, debts) } : null,
  };
}
