/**
 * A plan ready to run under any strategy type: the prepared debts (see prepared-debts.ts, reused
 * between calls with the same debts) plus the strategy's budget, extras, custom order, budget
 * steps and snowflakes. compareStrategies shares one across all seven runs.
 */
import { type MoneyChanges, moneyChanges } from './money-changes';
import { type NormalizedStrategy, normalizeStartMonth, normalizeStrategy } from './normalize-strategy';
import type { PlanInput } from './plan-input';
import { customRanks } from './portfolio';
import { type PreparedDebts, prepareDebts } from './prepared-debts';

/** A checked plan, ready to run under any strategy type. */
export interface PreparedPlan extends PreparedDebts {
  readonly strategy: NormalizedStrategy;
  /** Rank in the user's order: `debtPriorities` first (as listed), then the rest by tie-break rank. */
  readonly customRank: Int32Array;
  /** The months whose money differs from the budget and extras (budget steps, snowflakes). */
  readonly moneyChanges: MoneyChanges;
}

/** Checks the input and prepares it; throws PayoffInputError on invalid input. */
export function preparePlan(input: PlanInput): PreparedPlan {
  const startMonth = normalizeStartMonth(input.startMonth);
  const strategy = normalizeStrategy(input.strategy, startMonth);
  const debts = prepareDebts(startMonth, input.debts);
  const debtName = (id: string) => {
    const debt = input.debts.find((candidate) => candidate?.id === id);
    return typeof debt?.name === 'string' && debt.name !== '' ? debt.name : null;
  };
  // Field by field, not `...debts`: plans built by spreading the cached preparation gave V8's
  // optimized monthly loop a plan shape it kept deoptimizing on, and the code it settled on was
  // slower: about 15 % of compareStrategies while a budget slider moves (compare-strategies.bench.ts).
  return {
    portfolio: debts.portfolio,
    firstDays: debts.firstDays,
    paths: debts.paths,
    workspace: debts.workspace,
    strategy,
    customRank: customRanks(debts.portfolio, strategy.debtPriorities),
    moneyChanges: moneyChanges(strategy, debts.portfolio, debtName),
  };
}
