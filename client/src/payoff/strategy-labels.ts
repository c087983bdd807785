/** Display names of the strategy types, in the user's words. */
import type { StrategyType } from './plan-input';

/** The name each strategy type is shown under. */
export const STRATEGY_LABELS: Readonly<Record<StrategyType, string>> = {
  snowball: 'Snowball',
  avalanche: 'Avalanche',
  custom: 'Custom order',
  highest_balance: 'Highest balance',
  credit_score: 'Credit score',
  score_stacker: 'Score stacker',
  minimum_payments: 'Minimum payments',
};
