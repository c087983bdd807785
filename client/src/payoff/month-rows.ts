/**
 * Turns the loop's state into schedule rows, one per month, converting cents to dollars.
 * Only debts owing money at the start of a month appear in that month's row, which keeps long
 * plans light (a 30-year plan whose cards clear in year two carries no card entries after it).
 */
import { formatMonth } from './calendar';
import { utilizationPercent as utilizationPercentImport } from './credit-utilization';
import { rateUnitsToPercent as rateUnitsToPercentImport, toDollars as toDollarsImport } from './money';
import type { MonthRecorder } from './payoff-loop';
import { pathInterest as pathInterestImport, pathPayment as pathPaymentImport } from './minimum-paths';
import { type PayoffState, balanceOf as balanceOfImport } from './payoff-state';
import type { PlanMonth, PlanMonthDebt, UtilizationSnapshot } from './plan-result';

// Vitest's module runner reads imported bindings through getters on every use, which is costly
// in hot loops; they use these module-level copies instead (a bundled build needs none of this).
const utilizationPercent = utilizationPercentImport;
const rateUnitsToPercent = rateUnitsToPercentImport;
const toDollars = toDollarsImport;
const pathInterest = pathInterestImport;
const pathPayment = pathPaymentImport;
const balanceOf = balanceOfImport;

/** A recorder that appends a {@link PlanMonth} per month to `rows`. */
export function createRowRecorder(withUtilization: boolean): { readonly rows: PlanMonth[]; readonly record: MonthRecorder } {
  const rows: PlanMonth[] = [];
  const record: MonthRecorder = (state) => {
    const { rateNow, active } = state;
    const { debts, fee, startMonth, n } = state.plan.portfolio;
    const entries: PlanMonthDebt[] = [];
    let totalInterest = 0;
    let totalPayment = 0;
    let totalFees = 0;
    let totalBalance = 0;
    for (let k = 0; k < state.activeCount; k++) {
      const i = active[k] ?? 0;
      const untouched = state.touched[i] === 0;
      const monthFee = state.month === 0 ? (fee[i] ?? 0) : 0;
      const payment = untouched ? pathPayment(state.plan.paths, i, state.month) : (state.paid[i] ?? 0);
      const charged = untouched ? pathInterest(state.plan.paths, n, i, state.month) : (state.interest[i] ?? 0);
      const balance = balanceOf(state, i);
      totalInterest += charged;
      totalPayment += payment;
      totalFees += monthFee;
      totalBalance += balance;
      entries.push({
        id: debts[i]?.id ?? '',
        payment: toDollars(payment),
        interest: toDollars(charged),
        principal: toDollars(payment - charged),
        balance: toDollars(balance),
        fee: toDollars(monthFee),
        rate: rateUnitsToPercent(rateNow[i] ?? 0),
      });
    }
    const row: PlanMonth = {
      month: state.month + 1,
      date: formatMonth(startMonth + state.month),
      totalInterest: toDollars(totalInterest),
      totalPayment: toDollars(totalPayment),
      totalBalance: toDollars(totalBalance),
      totalFees: toDollars(totalFees),
      debts: entries,
      ...(withUtilization ? { utilization: utilizationOf(state) } : {}),
    };
    rows.push(row);
  };
  return { rows, record };
}

/** Per-card and overall utilization after the month's payments. */
function utilizationOf(state: PayoffState): UtilizationSnapshot {
  const { debts, limit, totalLimit } = state.plan.portfolio;
  const cards: { id: string; utilization: number }[] = [];
  let owed = 0;
  debts.forEach((debt, i) => {
    const cardLimit = limit[i] ?? 0;
    if (cardLimit <= 0) return;
    const cardBalance = balanceOf(state, i);
    owed += cardBalance;
    cards.push({ id: debt.id, utilization: utilizationPercent(cardBalance, cardLimit) });
  });
  return { overall: utilizationPercent(owed, totalLimit), cards };
}
