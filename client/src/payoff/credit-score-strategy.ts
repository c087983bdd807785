/**
 * The credit_score strategy: bring down the most-used card, one threshold at a time.
 *
 * Each month the surplus goes to the card (a debt with a positive `highLimit`) with the highest
 * utilization, only until that card is at or under its next threshold (90 → 50 → 30 → 10 % of
 * its limit); then the card now highest gets the next dollars, and so on, in the same month.
 * So every card is brought to 90 % before any is taken below 90 %, then all to 50 %, and so on.
 * Once every card is at or under 10 %, what is left goes avalanche over all debts. Debts without
 * a limit receive only their minimums until then. Utilization ties: higher rate, then priority,
 * name, id.
 */
import { UTILIZATION_THRESHOLDS } from './credit-utilization';
import { type PayoffState, balanceOf as balanceOfImport, payDebt as payDebtImport } from './payoff-state';
import { payInOrder as payInOrderImport, pickAvalanche as pickAvalancheImport } from './strategy-order';

// Vitest's module runner reads imported bindings through getters on every use, which is costly
// in hot loops; they use these module-level copies instead (a bundled build needs none of this).
const balanceOf = balanceOfImport;
const payDebt = payDebtImport;
const payInOrder = payInOrderImport;
const pickAvalanche = pickAvalancheImport;

const THRESHOLD_COUNT = UTILIZATION_THRESHOLDS.length;

/**
 * The card with the highest utilization among cards whose balance is above their target for
 * threshold `thresholdIndex` (0 → 90 %, … 3 → 10 %), or −1.
 */
export function pickMostUsedCardAbove(state: PayoffState, thresholdIndex: number): number {
  const { rateNow } = state;
  const { cards, limit, cardTargets, tieRank } = state.plan.portfolio;
  let best = -1;
  let bestUse = 0;
  for (let k = 0; k < cards.length; k++) {
    const i = cards[k]!;
    const balance = balanceOf(state, i);
    if (balance <= cardTargets[i * THRESHOLD_COUNT + thresholdIndex]!) continue;
    const use = balance / limit[i]!;
    if (
      best < 0 ||
      use > bestUse ||
      (use === bestUse && (rateNow[i]! > rateNow[best]! || (rateNow[i] === rateNow[best] && tieRank[i]! < tieRank[best]!)))
    ) {
      best = i;
      bestUse = use;
    }
  }
  return best;
}

/** The balance a card is being paid down to: its highest threshold target below its balance. */
export function nextThresholdTarget(state: PayoffState, card: number): number {
  const balance = balanceOf(state, card);
  const base = card * THRESHOLD_COUNT;
  for (let t = 0; t < THRESHOLD_COUNT; t++) {
    const target = state.plan.portfolio.cardTargets[base + t] ?? 0;
    if (balance > target) return target;
  }
  return balance;
}

/** Spends `amount` the credit_score way; returns what is left (only when every debt is paid). */
export function payCreditScore(state: PayoffState, amount: number): number {
  let left = amount;
  while (left > 0) {
    const card = pickMostUsedCardAbove(state, THRESHOLD_COUNT - 1);
    if (card < 0) break;
    const toThreshold = balanceOf(state, card) - nextThresholdTarget(state, card);
    const pay = left < toThreshold ? left : toThreshold;
    left = left - pay + payDebt(state, card, pay);
  }
  return payInOrder(state, left, pickAvalanche);
}
