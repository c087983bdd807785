/**
 * Which rule spends a month's surplus for each strategy type.
 * `minimum_payments` has none: it pays minimums only, nothing rolls over, outlay shrinks over time.
 */
import { payCreditScore } from './credit-score-strategy';
import type { StrategyType } from './plan-input';
import type { PayoffState } from './payoff-state';
import { payScoreStacker } from './score-stacker-strategy';
import {
  payInOrder as payInOrderImport,
  pickAvalanche as pickAvalancheImport,
  pickCustom as pickCustomImport,
  pickHighestBalance as pickHighestBalanceImport,
  pickSnowball as pickSnowballImport,
} from './strategy-order';

// Vitest's module runner reads imported bindings through getters on every use, which is costly
// in hot loops; they use these module-level copies instead (a bundled build needs none of this).
const payInOrder = payInOrderImport;
const pickAvalanche = pickAvalancheImport;
const pickCustom = pickCustomImport;
const pickHighestBalance = pickHighestBalanceImport;
const pickSnowball = pickSnowballImport;

/** Spends `amount` cents on the debts in `state`; returns what is left (only when all are paid). */
export type SurplusRule = (state: PayoffState, amount: number) => number;

/** The surplus rule of each strategy type (null: the surplus is not spent). */
export const SURPLUS_RULES: Readonly<Record<StrategyType, SurplusRule | null>> = {
  snowball: (state, amount) => payInOrder(state, amount, pickSnowball),
  avalanche: (state, amount) => payInOrder(state, amount, pickAvalanche),
  custom: (state, amount) => payInOrder(state, amount, pickCustom),
  highest_balance: (state, amount) => payInOrder(state, amount, pickHighestBalance),
  credit_score: payCreditScore,
  score_stacker: payScoreStacker,
  minimum_payments: null,
};
