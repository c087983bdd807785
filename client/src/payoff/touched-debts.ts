/**
 * Steps 1–3 of the convention for the debts that have received extra money (touched debts), month
 * by month. Untouched debts take the same steps from their minimum-only paths (minimum-paths.ts);
 * both use the functions of debt-month.ts and minimum-payment.ts, so they cannot drift apart.
 */
import { minimumPaid as minimumPaidImport, monthInterest as monthInterestImport } from './debt-month';
import { monthMinimum as monthMinimumImport } from './minimum-payment';
import { BALANCE_CEILING as BALANCE_CEILINGImport } from './money';
import type { PayoffState } from './payoff-state';

// Vitest's module runner reads imported bindings through getters on every use, which is costly
// in hot loops; they use these module-level copies instead (a bundled build needs none of this).
const minimumPaid = minimumPaidImport;
const monthInterest = monthInterestImport;
const monthMinimum = monthMinimumImport;
const BALANCE_CEILING = BALANCE_CEILINGImport;

const sums: [number, number] = [0, 0];

/**
 * Steps 1–3 for the touched debts that still owe money, this month (`state.month`). Returns their capped minimums and their
 * payments (a shared pair, read at once by the caller, so the loop allocates nothing).
 * Indexes come from `touchedActive`: `!` only satisfies noUncheckedIndexedAccess.
 */
export function chargeTouchedDebts(state: PayoffState): [number, number] {
  const { simple, minFixed } = state.plan.portfolio;
  const { balance, debtInterest, touchedActive, rateNow, factorNow } = state;
  let minimums = 0;
  let payments = 0;
  for (let k = 0; k < state.touchedActiveCount; k++) {
    const i = touchedActive[k]!;
    const opening = balance[i]!;
    // This month's rate (the promo rate while it runs): kept current by runPayoff.
    const charged = monthInterest(opening, rateNow[i]!, factorNow[i]!);
    // Monthly with a fixed minimum (the common case): the minimum as entered.
    const minimum = simple[i] === 1 ? minFixed[i]! : scheduledMinimum(state, i, opening, charged);
    const owed = opening + charged;
    const payment = minimumPaid(minimum, owed);
    const left = owed - payment;
    balance[i] = left;
    debtInterest[i] = debtInterest[i]! + charged;
    minimums += minimum < owed ? minimum : owed;
    payments += payment;
    if (left === 0) state.paidOff = true;
    else if (left > BALANCE_CEILING) state.pastCeiling = true;
  }
  sums[0] = minimums;
  sums[1] = payments;
  return sums;
}

/**
 * Debt i's minimum this month when it is not simply a fixed amount due monthly: the payments due
 * in the month (advancing its next due date) and its minimum method. Kept out of
 * chargeTouchedDebts so that loop stays small enough for the compiler to inline its common case.
 */
function scheduledMinimum(state: PayoffState, i: number, opening: number, charged: number): number {
  const { scheduleKind, scheduleStep, minKind, minFixed, minPercent, startMonth } = state.plan.portfolio;
  const step = scheduleStep[i]!;
  let due = 1;
  if (scheduleKind[i] !== 0 || step !== 1) {
    const end = scheduleKind[i] === 0 ? startMonth + state.month + 1 : state.plan.firstDays[state.month + 1]!;
    let next = state.nextDue[i]!;
    for (due = 0; next < end; next += step) due++;
    state.nextDue[i] = next;
  }
  return monthMinimum(minKind[i]!, opening, charged, minFixed[i]!, minPercent[i]!, due);
}
