import type { StrategyType } from '@schemas/index';

/** What each strategy does, in one line. */
export const STRATEGY_DESCRIPTIONS: Record<StrategyType, string> = {
  snowball: 'Smallest balance first: early wins that keep you going.',
  avalanche: 'Highest interest rate first: the least interest for your budget.',
  custom: 'Your own order: set it below.',
  highest_balance: 'Largest balance first.',
  credit_score: 'Cards with the highest utilization first, down to 90%, 50%, 30% and 10% of their limits, then highest rate.',
  score_stacker: 'Total card utilization under 30% and then 10%, fewer cards carrying a balance, then highest rate.',
  minimum_payments: 'Minimum payments only: the baseline every other strategy is compared with.',
};
