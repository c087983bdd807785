/**
 * Saved scenarios side by side: each planned by the engine on the same debts from the same month,
 * with its headline numbers and its total balance month by month (the chart's data).
 */
import type { Debt, Strategy } from '@schemas/index';
import { PayoffInputError, planPayoff, type StrategyInput } from '@/payoff/index';

/** At most this many scenarios are compared at once (a chart with more lines is hard to read). */
export const MAX_COMPARED = 3;

export interface ScenarioResult {
  id: string;
  name: string;
  current: boolean;
  /** 'error': the engine refused a debt (`error` says which). */
  status: 'ok' | 'never' | 'error';
  /** 'YYYY-MM' of the last payment; null when never paid off (or nothing is owed). */
  payoffDate: string | null;
  months: number | null;
  totalInterest: number | null;
  totalPaid: number | null;
  error: string | null;
}

/** One month of the chart: its 'YYYY-MM' and each scenario's total balance after its payments, by scenario id. */
export type BalancePoint = { month: string } & Record<string, number | string>;

export interface ScenarioComparison {
  results: ScenarioResult[];
  balances: BalancePoint[];
}

/**
 * Plans each scenario (`drafts` replaces a scenario's stored fields with what is being typed on the
 * page, so the comparison follows the form at once). A plan that has ended keeps a balance of 0
 * until the longest one ends; a plan that never ends stops where the engine stopped.
 */
export function compareScenarios(
  scenarios: readonly Strategy[],
  debts: readonly Debt[],
  startMonth: string,
  currentId: string | null,
  drafts: Readonly<Record<string, StrategyInput>> = {},
): ScenarioComparison {
  const byMonth = new Map<string, BalancePoint>();
  const results = scenarios.map((scenario): ScenarioResult => {
    const base = { id: scenario.id, name: scenario.name, current: scenario.id === currentId };
    try {
      const plan = planPayoff({ startMonth, debts, strategy: drafts[scenario.id] ?? scenario });
      for (const month of plan.months) {
        const point = byMonth.get(month.date) ?? { month: month.date };
        point[scenario.id] = month.totalBalance;
        byMonth.set(month.date, point);
      }
      return plan.status === 'ok'
        ? { ...base, status: 'ok', payoffDate: plan.payoffDate, months: plan.totalMonths, totalInterest: plan.totalInterestPaid, totalPaid: plan.totalAmountPaid, error: null }
        : { ...base, status: 'never', payoffDate: null, months: null, totalInterest: null, totalPaid: null, error: null };
    } catch (error) {
      if (!(error instanceof PayoffInputError)) throw error;
      return { ...base, status: 'error', payoffDate: null, months: null, totalInterest: null, totalPaid: null, error: error.message };
    }
  });
  const balances = [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
  for (const result of results) {
    if (result.status !== 'ok') continue;
    for (const point of balances) if (point[result.id] === undefined) point[result.id] = 0;
  }
  return { results, balances };
}

/** The two scenarios compared first: the current plan and the one on screen (or the next in the list). */
export function initialComparison(scenarios: readonly Pick<Strategy, 'id'>[], currentId: string | null, shownId: string | null): string[] {
  const wanted = [currentId, shownId, ...scenarios.map((scenario) => scenario.id)].filter((id): id is string => id !== null && scenarios.some((s) => s.id === id));
  return [...new Set(wanted)].slice(0, 2);
}
