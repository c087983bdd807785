/**
 * What planPayoff returns. Money is in dollars rounded to the cent (converted from exact integer
 * cents at the boundary), rates and utilization in percent, months 1-based, dates 'YYYY-MM'.
 */
import type { StrategyType } from './plan-input';
import type { PlanWarning } from './plan-warnings';

/** 'ok' when every debt is paid off within 100 years; 'never' otherwise (see `neverPaidOff`). */
export type PlanStatus = 'ok' | 'never';

/** One debt in one month. `balance` = previous balance + fee + interest − payment. */
export interface PlanMonthDebt {
  readonly id: string;
  readonly payment: number;
  readonly interest: number;
  /** payment − interest; negative when the payment does not cover the interest. */
  readonly principal: number;
  /** Balance after this month's payment. */
  readonly balance: number;
  /** The transfer fee, charged in month 1 only; 0 otherwise. */
  readonly fee: number;
  /** The annual rate (%) applied this month: the promo rate while the promotion runs. */
  readonly rate: number;
}

/** Utilization after a month's payments (credit_score and score_stacker plans). */
export interface UtilizationSnapshot {
  /** All card balances over all card limits, %. */
  readonly overall: number;
  /** Every card (debt with a positive `highLimit`), paid-off cards at 0 %. */
  readonly cards: readonly { readonly id: string; readonly utilization: number }[];
}

/**
 * One month of the schedule. Only debts that owed money at the start of the month are listed
 * (a debt paid off this month appears with balance 0, then no more).
 */
export interface PlanMonth {
  readonly month: number;
  readonly date: string;
  readonly totalInterest: number;
  readonly totalPayment: number;
  /** All balances after this month's payments. */
  readonly totalBalance: number;
  readonly totalFees: number;
  readonly debts: readonly PlanMonthDebt[];
  readonly utilization?: UtilizationSnapshot;
}

/** One debt over the whole plan. */
export interface PlanDebtSummary {
  readonly id: string;
  readonly name: string;
  readonly startingBalance: number;
  readonly fee: number;
  /** Month (1-based) of the final payment; null when not paid off within 100 years. */
  readonly payoffMonth: number | null;
  readonly payoffDate: string | null;
  /**
   * Interest and payments until the debt is paid off; null when it never is (its interest has no
   * total: what accrued until the plan stopped following it would only mislead).
   */
  readonly totalInterest: number | null;
  readonly totalPaid: number | null;
  /** The promotion's end date when a promotion applies, for display in the schedule. */
  readonly promoEndDate: string | null;
  /** Balance left when the promotion ended (null when none was left or there is no promotion). */
  readonly promoBalanceLeft: number | null;
}

/** What every plan has, whether or not it clears every debt. */
interface PlanResultBase {
  readonly strategyType: StrategyType;
  readonly startMonth: string;
  /** Months until the last payment (1200 for 'never' plans; 0 when nothing is owed). */
  readonly totalMonths: number;
  readonly totalFees: number;
  readonly startingBalance: number;
  readonly firstDebtClearedMonth: number | null;
  /** The debts still owed after 100 years ('never' plans; empty for 'ok' plans). */
  readonly neverPaidOff: readonly { readonly id: string; readonly name: string }[];
  readonly months: readonly PlanMonth[];
  readonly debts: readonly PlanDebtSummary[];
  readonly warnings: readonly PlanWarning[];
}

/** A plan that clears every debt: its totals are what the plan costs, to the cent. */
export interface ClearedPlanResult extends PlanResultBase {
  readonly status: 'ok';
  /** 'YYYY-MM' of the last payment; null when nothing is owed. */
  readonly payoffDate: string | null;
  readonly totalInterestPaid: number;
  /** Always startingBalance + totalInterestPaid + totalFees, to the cent. */
  readonly totalAmountPaid: number;
  readonly remainingBalance: 0;
}

/**
 * A plan that never clears every debt (see `neverPaidOff`). It has no payoff date and no totals,
 * as compareStrategies reports it: the balance grows (or lingers) without end, so what accrued
 * until the engine stopped following it (100 years, or a balance past $10 billion) is no cost
 * anyone will pay. Its rows are the schedule of those months: where the money goes meanwhile.
 */
export interface NeverPlanResult extends PlanResultBase {
  readonly status: 'never';
  readonly payoffDate: null;
  readonly totalInterestPaid: null;
  readonly totalAmountPaid: null;
  readonly remainingBalance: null;
}

/** A whole plan: narrow on `status` to read its totals. */
export type PlanResult = ClearedPlanResult | NeverPlanResult;
