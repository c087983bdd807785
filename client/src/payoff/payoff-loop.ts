/**
 * The monthly loop: the one place the payoff convention is applied. planPayoff runs it with a
 * recorder that notes what its schedule rows are built from (month-rows.ts); compareStrategies
 * runs it without one (summary only).
 *
 * Each month, in this order:
 * 1. Month 1 only: each debt's transfer fee is added to its balance (charged at the start, so it
 *    accrues interest like the balance it was charged on).
 * 2. Interest: balance × this month's annual rate / 12, rounded half-up to the cent.
 * 3. Minimums: each debt's minimum for the month, capped at what it owes (and trued up to the
 *    whole balance when it would leave less than 1 % of the minimum owing; see debt-month.ts).
 * 4. Surplus: the month's money − what step 3 paid, spent by the strategy's rule, rolling over
 *    within the month. The month's money is the budget in force (the latest budget step begun,
 *    else `monthlyBudget`) + this month's extra payments + this month's snowflakes; a snowflake
 *    for a debt in the plan is paid to that debt first (money-changes.ts). If the money is below the (capped)
 *    minimums, the minimums are paid anyway and the shortfall is recorded (for every strategy).
 *    `minimum_payments` spends no surplus. A true-up (step 3) that takes the payments above the
 *    money is recorded too, so the plan can say so.
 * The loop ends when every debt is paid, or after MAX_PLAN_MONTHS, or in the month a balance
 * passes BALANCE_CEILING ($10 billion); in the last two cases the plan is 'never'.
 *
 * Steps 1–3 of a debt that has not yet received extra money come from its minimum-only path
 * (they are the same under every strategy); only touched debts are simulated here.
 */
import { SURPLUS_RULES } from './allocate-surplus';
import { extraOccurrences as extraOccurrencesImport } from './extra-payments';
import { payTargetedSnowflakes } from './money-changes';
import { assertCurrent } from './path-buffers';
import { type PayoffOutcome, finishOutcome, newShortfall, recordShortfall } from './payoff-outcome';
import { type PayoffState, balanceOf as balanceOfImport, createState } from './payoff-state';
import { MAX_PLAN_MONTHS as MAX_PLAN_MONTHSImport } from './plan-horizon';
import type { StrategyType } from './plan-input';
import type { PreparedPlan } from './prepare-plan';
import { chargeTouchedDebts as chargeTouchedDebtsImport } from './touched-debts';

// Vitest's module runner reads imported bindings through getters on every use, which is costly
// in hot loops; they use these module-level copies instead (a bundled build needs none of this).
const extraOccurrences = extraOccurrencesImport;
const chargeTouchedDebts = chargeTouchedDebtsImport;
const balanceOf = balanceOfImport;
const MAX_PLAN_MONTHS = MAX_PLAN_MONTHSImport;

/** Called after each month's payments, before paid-off debts leave `state.active`. */
export type MonthRecorder = (state: PayoffState) => void;

/** Runs the plan under strategy `type`; `record` (optional) sees every month. */
export function runPayoff(plan: PreparedPlan, type: StrategyType, record?: MonthRecorder): PayoffOutcome {
  const { portfolio: p, paths, firstDays } = plan;
  const { extra } = plan.strategy;
  const changes = plan.moneyChanges;
  let budget: number = changes.startBudget;
  let nextChange = 0;
  let nextChangeMonth = changes.count > 0 ? changes.month[0]! : -1;
  assertCurrent(paths.generation);
  const rule = SURPLUS_RULES[type];
  const state = createState(plan);
  const { payoffMonth, promoBalanceLeft } = plan.workspace;
  const { promoEnds } = p;
  const shortfall = newShortfall();
  const trueUpOverBudget = newShortfall();
  let nextPromoEnd = 0;
  let nextPathEnd = 0;
  let pathPaidChange = 0; // running sum of state.pathPaidChange
  let m = 0;
  // Indexes come from debt lists and arrays sized n: `!` only satisfies noUncheckedIndexedAccess.
  for (; m < MAX_PLAN_MONTHS && state.activeCount > 0; m++) {
    // Promotions ending: this month is the first at the regular rate (balances still last month's).
    for (; nextPromoEnd < promoEnds.length && p.promoMonths[promoEnds[nextPromoEnd]!] === m; nextPromoEnd++) {
      const i = promoEnds[nextPromoEnd]!;
      const left = balanceOf(state, i);
      if (left > 0) promoBalanceLeft[i] = left;
      state.rateNow[i] = p.rate[i]!;
      state.factorNow[i] = p.rateFactor[i]!;
      state.orderStale = true;
    }
    state.month = m;
    state.row = (m < paths.months ? m : paths.months) * p.n;
    // Untouched debts whose minimum-only path ends this month: paid off, or past the ceiling.
    for (; nextPathEnd < paths.endOrder.length; nextPathEnd++) {
      const i = paths.endOrder[nextPathEnd]!;
      if (paths.length[i]! > m + 1) break;
      if (state.touched[i] === 0) {
        if (paths.pastCeiling[i] === 1) state.pastCeiling = true;
        else state.paidOff = true;
      }
    }
    const charged = chargeTouchedDebts(state);
    // Step 4: the surplus.
    pathPaidChange += state.pathPaidChange[m] ?? 0;
    const pathPaid = (state.pathPaid[m] ?? 0) + pathPaidChange; // past the longest path: 0
    const minimums = pathPaid - (state.pathTrueUps[m] ?? 0) + charged[0];
    const outlay = pathPaid + charged[1];
    // Budget steps and snowflakes: a sparse list of months, walked with a pointer.
    let change = -1;
    let oneTime = 0;
    if (m === nextChangeMonth) {
      change = nextChange++;
      budget = changes.budget[change]!;
      oneTime = changes.oneTime[change]!;
      nextChangeMonth = nextChange < changes.count ? changes.month[nextChange]! : -1;
    }
    // Most plans have no recurring extras: skip working out how many fall in the month.
    const extras = extra.amount === 0 ? 0 : extra.amount * extraOccurrences(extra, firstDays[m]!, firstDays[m + 1]! - firstDays[m]!);
    const money = budget + oneTime + extras;
    if (money < minimums) recordShortfall(shortfall, m, minimums - money);
    // outlay − minimums is this month's true-ups; the part of them above the money is unannounced.
    if (outlay > money && outlay > minimums) recordShortfall(trueUpOverBudget, m, outlay - (money > minimums ? money : minimums));
    const surplus = rule !== null && money > outlay ? money - outlay : 0;
    if (surplus > 0) {
      // Snowflakes for a chosen debt go to it first; what it does not need follows the rule.
      const left = change >= 0 ? payTargetedSnowflakes(state, changes, change, surplus) : surplus;
      if (left > 0) rule?.(state, left);
    }
    record?.(state);
    if (state.paidOff) removePaidOff(state, payoffMonth, m + 1);
    if (state.pastCeiling) {
      m++; // a balance past BALANCE_CEILING: 'never', stop following it
      break;
    }
  }
  return finishOutcome(state, type, m, payoffMonth, promoBalanceLeft, shortfall, trueUpOverBudget);
}

/** Drops debts with a zero balance from the active lists, noting `month` as their payoff month. */
function removePaidOff(state: PayoffState, payoffMonth: Int32Array, month: number): void {
  let kept = 0;
  for (let k = 0; k < state.activeCount; k++) {
    const i = state.active[k]!;
    if (balanceOf(state, i) > 0) state.active[kept++] = i;
    else payoffMonth[i] = month;
  }
  state.activeCount = kept;
  kept = 0;
  for (let k = 0; k < state.touchedActiveCount; k++) {
    const i = state.touchedActive[k]!;
    if (state.balance[i]! > 0) state.touchedActive[kept++] = i;
  }
  state.touchedActiveCount = kept;
  state.paidOff = false;
}
