/**
 * Which debt gets the surplus next, for the ordering strategies.
 *
 * Orders are re-evaluated every month on the balances left after that month's interest and
 * minimums, and on that month's rates (a running promo rate counts):
 * - snowball: lowest balance first; ties: higher rate, then priority, name, id.
 * - avalanche: highest rate first; ties: lower balance, then priority, name, id.
 * - highest_balance: highest balance first; ties: higher rate, then priority, name, id.
 * - custom: `debtPriorities` as listed, then unlisted debts by priority, name, id.
 * ("priority, name, id" is Portfolio.tieRank: lower priority number first, none last.)
 *
 * Balance orders scan the active debts for the best one still owing (the surplus rarely reaches
 * more than one or two debts a month, so a scan per pick beats sorting and allocates nothing).
 * Rate and custom orders only change when a promotion ends, so they are kept sorted and walked.
 */
import { type PayoffState, balanceOf as balanceOfImport, payDebt as payDebtImport } from './payoff-state';

// Vitest's module runner reads imported bindings through getters on every use, which is costly
// in hot loops; they use these module-level copies instead (a bundled build needs none of this).
const balanceOf = balanceOfImport;
const payDebt = payDebtImport;

/** Picks the index of the next debt to pay, or −1 when every active debt is paid. */
export type DebtPicker = (state: PayoffState) => number;

/* Indexes below come from debt lists, so they are in range: `!` only satisfies noUncheckedIndexedAccess. */

/**
 * Snowball: the active debt with the lowest balance still owing; ties: higher rate, then rank.
 * Balances are read as balanceOf does, inlined: this scan is the strategy's hot loop. It is
 * written out for lowest and highest separately (rather than one scan with a sign) so each does
 * one comparison per debt and looks at rates and ranks only on a tie.
 */
export function pickSnowball(state: PayoffState): number {
  const { rateNow, active, activeCount, touched, balance, pathBalance, row } = state;
  const rank = state.plan.portfolio.tieRank;
  let best = -1;
  let bestBalance = Number.POSITIVE_INFINITY;
  for (let k = 0; k < activeCount; k++) {
    const i = active[k]!;
    const b = touched[i] === 0 ? pathBalance[row + i]! : balance[i]!;
    if (b <= 0 || b > bestBalance) continue;
    if (b < bestBalance || rateNow[i]! > rateNow[best]! || (rateNow[i] === rateNow[best] && rank[i]! < rank[best]!)) {
      best = i;
      bestBalance = b;
    }
  }
  return best;
}

/** Highest balance first; ties: higher rate, then rank (the mirror of {@link pickSnowball}). */
export function pickHighestBalance(state: PayoffState): number {
  const { rateNow, active, activeCount, touched, balance, pathBalance, row } = state;
  const rank = state.plan.portfolio.tieRank;
  let best = -1;
  let bestBalance = 0;
  for (let k = 0; k < activeCount; k++) {
    const i = active[k]!;
    const b = touched[i] === 0 ? pathBalance[row + i]! : balance[i]!;
    if (b < bestBalance || b <= 0) continue;
    if (b > bestBalance || rateNow[i]! > rateNow[best]! || (rateNow[i] === rateNow[best] && rank[i]! < rank[best]!)) {
      best = i;
      bestBalance = b;
    }
  }
  return best;
}

/** Avalanche: highest current rate first; among equal rates, the lowest balance. */
export function pickAvalanche(state: PayoffState): number {
  if (state.orderStale) sortOrder(state, state.rateNow, -1, state.plan.portfolio.tieRank);
  const first = firstOwing(state);
  if (first < 0) return -1;
  const { order, rateNow } = state;
  const n = state.plan.portfolio.n;
  // Debts with the same rate sit together, in tie-break order: the lowest balance among them wins.
  const rate = rateNow[order[first]!]!;
  let best = order[first]!;
  let bestBalance = balanceOf(state, best);
  for (let k = first + 1; k < n && rateNow[order[k]!] === rate; k++) {
    const b = balanceOf(state, order[k]!);
    if (b > 0 && b < bestBalance) {
      best = order[k]!;
      bestBalance = b;
    }
  }
  return best;
}

/** The user's order (lowest custom rank first). */
export function pickCustom(state: PayoffState): number {
  if (state.orderStale) sortOrder(state, state.plan.customRank, 1, state.plan.customRank);
  const first = firstOwing(state);
  return first < 0 ? -1 : state.order[first]!;
}

/**
 * Re-sorts `state.order` (every debt) by `key` (ascending for `sign` 1, descending for −1), ties
 * by `rank` ascending, and restarts the walk. An insertion sort with the comparison written out:
 * a comparator callback returning doubles allocated a heap number per call once it stopped being
 * inlined, which made re-sorting the engine's main source of garbage.
 */
function sortOrder(state: PayoffState, key: ArrayLike<number>, sign: 1 | -1, rank: ArrayLike<number>): void {
  const { order } = state;
  for (let k = 0; k < order.length; k++) {
    const kKey = sign * key[k]!;
    const kRank = rank[k]!;
    let j = k;
    for (; j > 0; j--) {
      const prev = order[j - 1]!;
      const prevKey = sign * key[prev]!;
      if (prevKey < kKey || (prevKey === kKey && rank[prev]! <= kRank)) break;
      order[j] = prev;
    }
    order[j] = k;
  }
  state.orderHead = 0;
  state.orderStale = false;
}

/** Position in `state.order` of the first debt still owing; paid debts are skipped for good. */
function firstOwing(state: PayoffState): number {
  const { order } = state;
  const n = state.plan.portfolio.n;
  while (state.orderHead < n && balanceOf(state, order[state.orderHead]!) <= 0) state.orderHead++;
  return state.orderHead < n ? state.orderHead : -1;
}

/**
 * Spends `amount` down the order: the first debt gets all it owes or all the money; a debt paid
 * off passes what is left to the next debt in the same month (the rollover). Returns what is left
 * (non-zero only when every debt is paid).
 */
export function payInOrder(state: PayoffState, amount: number, pick: DebtPicker): number {
  let left = amount;
  while (left > 0) {
    const i = pick(state);
    if (i < 0) break;
    left = payDebt(state, i, left);
  }
  return left;
}
