/**
 * planPayoff: the month-by-month plan for one strategy.
 */
import { formatMonth } from './calendar';
import { type MonthRecording, buildMonths, createMonthRecorder } from './month-rows';
import { toDollars } from './money';
import type { PayoffOutcome } from './payoff-outcome';
import { runPayoff } from './payoff-loop';
import type { PlanInput } from './plan-input';
import type { PlanResult } from './plan-result';
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
  const result: Omit<PlanResult, 'months'> = outcome.cleared
    ? {
        ...common,
        status: 'ok',
        payoffDate: outcome.months > 0 ? monthDate(outcome.months) : null,
        totalInterestPaid: toDollars(outcome.totalInterest),
        totalAmountPaid: toDollars(outcome.totalPaid),
        remainingBalance: 0,
      }
    : { ...common, status: 'never', payoffDate: null, totalInterestPaid: null, totalAmountPaid: null, remainingBalance: null };
  return withLazyMonths(result, recorder.finish(), type === 'credit_score' || type === 'score_stacker');
}

/**
 * Adds `months` to `result` as a property built from `recording` on first read (then kept as a
 * plain value): most callers never read the rows, and building them costs more than the plan
 * (see month-rows.ts). It is an ordinary enumerable property to readers, spread and JSON alike.
 */
function withLazyMonths(result: Omit<PlanResult, 'months'>, recording: MonthRecording, withUtilization: boolean): PlanResult {
  return Object.defineProperty(result, 'months', {
    configurable: true,
    enumerable: true,
    get(this: PlanResult) {
      const months = buildMonths(recording, withUtilization);
      Object.defineProperty(this, 'months', { value: months, enumerable: true, writable: false, configurable: false });
      return months;
    },
  }) as PlanResult;
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
