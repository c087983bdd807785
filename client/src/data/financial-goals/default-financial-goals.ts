import type { FinancialGoalName, FinancialGoals } from '@schemas/index';

/** The four goals of spec §3, in the order the screens list them. */
export const FINANCIAL_GOAL_NAMES: readonly FinancialGoalName[] = [
  'creditScoreGoal',
  'fastestPayoffGoal',
  'easiestWinsGoal',
  'interestSavedGoal',
];

/** A user's goals before they chose any: all four false (spec §3). One document per user, id = uid. */
export function defaultFinancialGoals(uid: string, at: string): FinancialGoals {
  return {
    id: uid,
    uid,
    creditScoreGoal: false,
    fastestPayoffGoal: false,
    easiestWinsGoal: false,
    interestSavedGoal: false,
    createdAt: at,
    updatedAt: at,
  };
}
