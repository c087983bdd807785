import type { FinancialGoalName } from '@schemas/index';

/** How the screens name each goal (the words of the strategy screen's recommendation card). */
export const GOAL_LABELS: Readonly<Record<FinancialGoalName, string>> = {
  creditScoreGoal: 'Raise my credit score',
  fastestPayoffGoal: 'Be debt-free as fast as possible',
  easiestWinsGoal: 'Quick wins to stay motivated',
  interestSavedGoal: 'Pay the least interest',
};

/** One line on what choosing the goal does to the recommended strategy (payoff/recommend-strategy.ts). */
export const GOAL_EFFECTS: Readonly<Record<FinancialGoalName, string>> = {
  creditScoreGoal: 'Brings card utilization down first (Credit score or Score stacker).',
  fastestPayoffGoal: 'Pays the highest rate first (Avalanche).',
  easiestWinsGoal: 'Clears the smallest balances first (Snowball), unless that costs much more.',
  interestSavedGoal: 'Pays the highest rate first (Avalanche).',
};
