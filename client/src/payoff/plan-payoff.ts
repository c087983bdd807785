/**
 * planPayoff: the month-by-month plan for one strategy.
 */
import { formatMonth } from './calendar';
import { type MonthRecording, buildMonths, createMonthRecorder } from './month-rows';
import { toDollars } from './money';
import type { PayoffOutcome } from './payoff-outcome';
import { runPayoff } from './payoff-loop';
import type { PlanInput } from './plan-input';
import type { PlanMonth, PlanResult } from './plan-result';
import { planWarnings } from './plan-warnings';
import { type PreparedPlan, preparePlan } from './prepare-plan';

/**
 * Plans paying off `debts` from `startMonth` under `strategy` (see HOW_PAYDOWN_CALCULATES for the
 * convention: monthly interest rounded half-up to the cent, then minimums, then the surplus in the
 * strategy's order with same-month rollover; never reads the clock).
 *
 * Paid debts (`isPaid`, or a zero balance) are left out. A debt still owed after 100 years (or
 * whose balance passes $10 billion) makes the plan `status: 'never'`, with the debt named in
 * `neverPaidOff` and a `never_paid_off` warning; `payoffDate` and the totals are then null (such a
 * plan has no total cost, as in compareStrategies) and `totalMonths` 1200; the debts never paid
 * off have null totals too.
 * Debts and strategy documents are read, never modified; the debts' preparation is reused by the
 * next call with the same debts and start month (see prepared-debts.ts).
 * @throws PayoffInputError on invalid input, naming the debt and field.
 */
export function planPayoff(input: PlanInput): PlanResult {
  const plan = preparePlan(input);
  const type = plan.strategy.type;
  const { portfolio } = plan;
  const recorder = createMonthRecorder(portfolio, plan.paths);
  const outcome = runPayoff(plan, type, recorder.record);
  const monthDate = (month: number) => formatMonth(portfolio.startMonth + month - 1);
  const common = {
    strategyType: type,
    startMonth: formatMonth(portfolio.startMonth),
    totalMonths: outcome.months,
    totalFees: toDollars(outcome.totalFees),
    startingBalance: toDollars(portfolio.debts.reduce((sum, debt) => sum + debt.balance, 0)),
    firstDebtClearedMonth: outcome.firstClearedMonth || null,
    neverPaidOff: portfolio.debts.filter((_, i) => (outcome.finalBalance[i] ?? 0) > 0).map(({ id, name }) => ({ id, name })),
    debts: debtSummaries(plan, outcome, monthDate),
    warnings: planWarnings(plan, outcome),
  };
  const withUtilization = type === 'credit_score' || type === 'score_stacker';
  const recording = recorder.finish();
  if (!outcome.cleared) {
    return withMonths({ ...common, status: 'never', payoffDate: null, totalInterestPaid: null, totalAmountPaid: null, remainingBalance: null }, recording, withUtilization);
  }
  const cleared = {
    ...common,
    status: 'ok',
    payoffDate: outcome.months > 0 ? monthDate(outcome.months) : null,
    totalInterestPaid: toDollars(outcome.totalInterest),
    totalAmountPaid: toDollars(outcome.totalPaid),
    remainingBalance: 0,
  } as const;
  return withMonths(cleared, recording, withUtilization);
}

/**
 * Adds `months` to `result`: rows built from `recording` on first read, then kept (the recording,
 * and the path balances it holds, are let go). Most callers never read the rows, and building
 * them costs more than the plan (see month-rows.ts). To readers, spreads, JSON and structuredClone
 * it is an ordinary enumerable property; the result may even be frozen first.
 */
function withMonths<T extends object>(result: T, recording: MonthRecording, withUtilization: boolean): T & { readonly months: readonly PlanMonth[] } {
  let source: MonthRecording | null = recording;
  let months: readonly PlanMonth[] = [];
  return Object.defineProperty(result, 'months', {
    enumerable: true,
    get() {
      if (source !== null) {
        months = buildMonths(source, withUtilization);
        source = null;
      }
      return months;
    },
  }) as T & { readonly months: readonly PlanMonth[] };
}

function debtSummaries(plan: PreparedPlan, outcome: PayoffOutcome, monthDate: (month: number) => string) {
  return plan.portfolio.debts.map((debt, i) => {
    const payoffMonth = outcome.payoffMonth[i] || null;
    const promoLeft = outcome.promoBalanceLeft[i] ?? -1;
    const paidOff = payoffMonth !== null;
    return {
      id: debt.id,
      name: debt.name,
      startingBalance: toDollars(debt.balance),
      fee: toDollars(debt.fee),
      payoffMonth,
      payoffDate: payoffMonth === null ? null : monthDate(payoffMonth),
      totalInterest: paidOff ? toDollars(outcome.debtInterest[i] ?? 0) : null,
      totalPaid: paidOff ? toDollars(outcome.debtPaid[i] ?? 0) : null,
      promoEndDate: debt.promoEndDate,
      promoBalanceLeft: promoLeft > 0 ? toDollars(promoLeft) : null,
    };
  });
}
