/**
 * What the payoff engine accepts: structural views of the `debts` and `strategies` documents
 * (spec §3, docs/product-spec.md). A stored document can be passed straight in; fields not listed
 * are ignored, and optional fields may be `null` or `undefined`.
 */
// The enumerations come from the data model itself (schemas/ is framework-free), so the engine
// and the stored documents can never disagree about a strategy or debt type.
import { STRATEGY_TYPES, type DebtType, type MinPayCalcMethod, type PaymentFrequency, type StrategyType } from '@schemas/enumerations';

export { STRATEGY_TYPES };
export type { DebtType, PaymentFrequency, StrategyType };

/** How a debt's minimum payment is worked out. */
export type MinPayCalc = MinPayCalcMethod;

/** When extra payments happen. The spec's stored default `'monthly'` means `'once_per_month'`. */
export type ExtraPaymentFrequency = 'once_per_month' | 'every_x_days' | 'selected_days' | 'monthly';

/** The fields of a `debts` document the engine reads. All money is in dollars, rates in annual %. */
export interface DebtInput {
  readonly id: string;
  readonly name: string;
  readonly type: DebtType;
  /** Owed at the start of the start month, before that month's interest. */
  readonly balance: number;
  /** Annual percentage rate, e.g. 19.99. */
  readonly interestRate: number;
  /** Per payment (see {@link PaymentFrequency}); the floor for the percentage methods. */
  readonly minimumPayment: number;
  readonly paymentFrequency: PaymentFrequency;
  /** Day of month payments are due (1–31); anchors schedules when `dueDate` is absent. */
  readonly dueDay?: number | null;
  /** A due date 'YYYY-MM-DD' that anchors the payment schedule. */
  readonly dueDate?: string | null;
  /** Credit limit in dollars; a positive limit makes the debt count in utilization. */
  readonly highLimit?: number | null;
  readonly isPromo?: boolean | null;
  /** Annual % while the promotion runs. */
  readonly promoAPR?: number | null;
  /** 'YYYY-MM-DD'; months starting before this date use `promoAPR`. */
  readonly promoEndDate?: string | null;
  /** A balance-transfer style fee charged once. */
  readonly hasXFee?: boolean | null;
  /** The fee as a % of the starting balance. */
  readonly xFeeRate?: number | null;
  readonly minPayCalc?: MinPayCalc | null;
  /** % of the balance used by the percentage minimum methods. */
  readonly minPayPercentage?: number | null;
  /** Lower numbers come first in tie-breaks and in the custom order. */
  readonly priority?: number | null;
  readonly isPaid?: boolean | null;
  /**
   * Free-form JSON (object or JSON text). The engine reads `paymentInterval`: a positive integer
   * number of days (`custom_days`, default 14) or months (`custom_months`, default 1).
   */
  readonly customMetadata?: unknown;
}

/** The fields of a `strategies` document the engine reads. */
export interface StrategyInput {
  readonly type: StrategyType;
  /** Dollars available for debts each month (minimums included). */
  readonly monthlyBudget: number;
  /** The user's order: debt ids, comma-joined (as stored locally) or as an array. */
  readonly debtPriorities?: string | readonly string[] | null;
  /** Dollars per extra-payment occurrence (default 0). */
  readonly extraPayment?: number | null;
  readonly extraPaymentFrequency?: ExtraPaymentFrequency | null;
  /** Occurrences per month for `once_per_month` (default 1). */
  readonly extraPaymentTimesPerMonth?: number | null;
  /** Days between occurrences for `every_x_days` (default 30), from the start month's first day. */
  readonly extraPaymentDaysInterval?: number | null;
  /** Days of the month for `selected_days`; a day the month lacks (31 in April) does not occur. */
  readonly extraPaymentSelectedDays?: readonly number[] | null;
  /**
   * One-time extra payments, as a list or as an object keyed by id (as the stored document keeps
   * them). Each joins the money of the calendar month its date falls in.
   */
  readonly snowflakes?: readonly Snowflake[] | Readonly<Record<string, Snowflake>> | null;
  /**
   * Changes of `monthlyBudget` over time, as a list or an object keyed by id. In each month the
   * latest step whose month has begun applies; before the first, `monthlyBudget`.
   */
  readonly budgetSteps?: readonly BudgetStep[] | Readonly<Record<string, BudgetStep>> | null;
}

/** A one-time extra payment ("snowflake"): a tax refund, a bonus. Fields not listed are ignored. */
export interface Snowflake {
  /** 'YYYY-MM-DD', a real calendar date; the money joins the budget of that calendar month. */
  readonly date: string;
  /** Dollars, more than 0. */
  readonly amount: number;
  /**
   * The debt to pay first (after that month's minimums). null, '' or a debt not in the plan: the
   * money goes where the strategy sends extra money.
   */
  readonly debtId?: string | null;
  /** e.g. 'Tax refund'; not read by the engine. */
  readonly label?: string | null;
}

/** "$800 a month from June 2027": a new monthly budget from the calendar month containing `from`. */
export interface BudgetStep {
  /** 'YYYY-MM-DD', a real calendar date. */
  readonly from: string;
  /** Dollars a month, 0 or more (minimums included, like `monthlyBudget`). */
  readonly monthlyBudget: number;
}

/** The arguments of `planPayoff` and `compareStrategies`. */
export interface PlanInput {
  /** The first month of the plan, 'YYYY-MM'. */
  readonly startMonth: string;
  readonly debts: readonly DebtInput[];
  readonly strategy: StrategyInput;
}

/** The `financialGoals` document's four booleans. */
export interface FinancialGoalsInput {
  readonly creditScoreGoal?: boolean | null;
  readonly fastestPayoffGoal?: boolean | null;
  readonly easiestWinsGoal?: boolean | null;
  readonly interestSavedGoal?: boolean | null;
}
