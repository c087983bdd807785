/**
 * The score_stacker strategy: stack the utilization milestones public scoring guidance rewards,
 * cheapest first, then avalanche. Each month the surplus goes, in this order (same-month rollover
 * from each step to the next):
 *
 * 1. Overall utilization (all card balances over all card limits) down to 30 %, paying the most
 *    used card first, each card only down to 30 % of its own limit, and no further than needed.
 * 2. The same for 10 %.
 * 3. Fewer cards reporting a balance: every card except one is paid to zero, smallest balance
 *    first (ties: higher rate). The card kept is the one with the largest limit (ties: lower
 *    rate), so its own utilization is the smallest.
 * 4. That kept card down to 10 % of its own limit, leaving at most one card reporting a small
 *    balance ("all zero except one").
 * 5. Avalanche over all debts.
 *
 * Debts without a limit receive only their minimums until step 5. Paid-off cards keep their
 * limits in the overall figure (accounts stay open). With no cards it is plain avalanche.
 */
import { OVERALL_UTILIZATION_TARGETS, UTILIZATION_THRESHOLDS, utilizationTarget } from './credit-utilization';
import { pickMostUsedCardAbove as pickMostUsedCardAboveImport } from './credit-score-strategy';
import { type PayoffState, balanceOf as balanceOfImport, payDebt as payDebtImport } from './payoff-state';
import { payInOrder as payInOrderImport, pickAvalanche as pickAvalancheImport } from './strategy-order';

// Vitest's module runner reads imported bindings through getters on every use, which is costly
// in hot loops; they use these module-level copies instead (a bundled build needs none of this).
const pickMostUsedCardAbove = pickMostUsedCardAboveImport;
const balanceOf = balanceOfImport;
const payDebt = payDebtImport;
const payInOrder = payInOrderImport;
const pickAvalanche = pickAvalancheImport;

/** Index into `cardTargets` of the 10 % per-card target (the kept card's goal). */
const TARGET_10 = UTILIZATION_THRESHOLDS.indexOf(10);
/** For each overall step (30 %, then 10 %), the index of the same per-card target. */
const TARGET_INDEX = OVERALL_UTILIZATION_TARGETS.map((percent) => UTILIZATION_THRESHOLDS.indexOf(percent));
const PER_CARD = UTILIZATION_THRESHOLDS.length;

/** Spends `amount` the score_stacker way; returns what is left (only when every debt is paid). */
export function payScoreStacker(state: PayoffState, amount: number): number {
  const { totalLimit } = state.plan.portfolio;
  let left = amount;
  if (totalLimit > 0) {
    let owedOnCards = cardBalances(state);
    for (let step = 0; step < OVERALL_UTILIZATION_TARGETS.length && left > 0; step++) {
      const percent = OVERALL_UTILIZATION_TARGETS[step]!;
      const spent = reachOverall(state, left, owedOnCards - utilizationTarget(totalLimit, percent), TARGET_INDEX[step]!);
      left -= spent;
      owedOnCards -= spent;
    }
    left = clearAllButOne(state, left);
  }
  return payInOrder(state, left, pickAvalanche);
}

/** Pays down `excess` (cents over the overall target) from `amount`, most-used card first; returns what it spent. */
function reachOverall(state: PayoffState, amount: number, excess: number, targetIndex: number): number {
  const { cardTargets } = state.plan.portfolio;
  let over = excess;
  let left = amount;
  while (left > 0 && over > 0) {
    const card = pickMostUsedCardAbove(state, targetIndex);
    if (card < 0) break;
    const room = balanceOf(state, card) - cardTargets[card * PER_CARD + targetIndex]!;
    const pay = Math.min(left, over, room);
    payDebt(state, card, pay);
    left -= pay;
    over -= pay;
  }
  return amount - left;
}

function cardBalances(state: PayoffState): number {
  const { cards } = state.plan.portfolio;
  let sum = 0;
  for (let k = 0; k < cards.length; k++) sum += balanceOf(state, cards[k]!);
  return sum;
}

function clearAllButOne(state: PayoffState, amount: number): number {
  if (amount <= 0) return amount;
  const keep = cardToKeep(state);
  if (keep < 0) return amount;
  let left = amount;
  for (let card = smallestOtherCard(state, keep); card >= 0 && left > 0; card = smallestOtherCard(state, keep)) {
    left = payDebt(state, card, left);
  }
  const room = balanceOf(state, keep) - state.plan.portfolio.cardTargets[keep * PER_CARD + TARGET_10]!;
  if (left > 0 && room > 0) {
    const pay = Math.min(left, room);
    payDebt(state, keep, pay);
    left -= pay;
  }
  return left;
}

/** The card with a balance and the largest limit (ties: lower rate, then priority, name, id). */
function cardToKeep(state: PayoffState): number {
  const { cards, limit, tieRank } = state.plan.portfolio;
  const { rateNow } = state;
  let best = -1;
  for (let k = 0; k < cards.length; k++) {
    const i = cards[k]!;
    if (balanceOf(state, i) <= 0) continue;
    if (
      best < 0 ||
      limit[i]! > limit[best]! ||
      (limit[i] === limit[best] && (rateNow[i]! < rateNow[best]! || (rateNow[i] === rateNow[best] && tieRank[i]! < tieRank[best]!)))
    ) {
      best = i;
    }
  }
  return best;
}

/** The card other than `keep` with the smallest balance still owing (ties: higher rate, then rank). */
function smallestOtherCard(state: PayoffState, keep: number): number {
  const { cards, tieRank } = state.plan.portfolio;
  const { rateNow } = state;
  let best = -1;
  let bestBalance = 0;
  for (let k = 0; k < cards.length; k++) {
    const i = cards[k]!;
    const balance = balanceOf(state, i);
    if (i === keep || balance <= 0) continue;
    if (
      best < 0 ||
      balance < bestBalance ||
      (balance === bestBalance && (rateNow[i]! > rateNow[best]! || (rateNow[i] === rateNow[best] && tieRank[i]! < tieRank[best]!)))
    ) {
      best = i;
      bestBalance = balance;
    }
  }
  return best;
}
