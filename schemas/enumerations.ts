/** The enumerations of spec §3, shared by the schemas, the repositories' validation and the forms. */

export const SUBSCRIPTION_TIERS = ['free', 'premium_monthly', 'premium_yearly'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const DEBT_TYPES = [
  'credit_card',
  'student_loan',
  'personal_loan',
  'auto_loan',
  'mortgage',
  'medical',
  'other',
] as const;
export type DebtType = (typeof DEBT_TYPES)[number];

/**
 * The icons a debt can be given (`iconName`; the client bundles one picture for each). The schema
 * keeps `iconName` a free string, so a name this version does not know, from a newer device, stays
 * stored and is shown as its type's icon.
 */
export const DEBT_ICON_NAMES = [
  'card',
  'student',
  'car',
  'home',
  'medical',
  'personal',
  'store',
  'phone',
  'bank',
  'wallet',
  'shopping',
  'travel',
  'utilities',
  'business',
  'repairs',
  'bill',
] as const;
export type DebtIconName = (typeof DEBT_ICON_NAMES)[number];

/** The icon of a debt that has none chosen. */
export const DEFAULT_DEBT_ICONS: Readonly<Record<DebtType, DebtIconName>> = {
  credit_card: 'card',
  student_loan: 'student',
  personal_loan: 'personal',
  auto_loan: 'car',
  mortgage: 'home',
  medical: 'medical',
  other: 'wallet',
};

export const PAYMENT_FREQUENCIES = ['monthly', 'biweekly', 'weekly', 'custom_days', 'custom_months'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const EXTRA_PAYMENT_SCHEDULES = ['once_per_month', 'every_x_days', 'selected_days'] as const;
export type ExtraPaymentSchedule = (typeof EXTRA_PAYMENT_SCHEDULES)[number];

export const MIN_PAY_CALC_METHODS = ['fixed_amount', 'percent_principal', 'percent_principal_interest'] as const;
export type MinPayCalcMethod = (typeof MIN_PAY_CALC_METHODS)[number];

/**
 * How a debt closed by the user's choice (not the spec's; schema version 2 of debts): paid in full
 * (a closing payment of the remaining balance was recorded), or settled, forgiven or refinanced
 * (closed without its remaining balance counting as paid down).
 */
export const DEBT_CLOSURES = ['paid_in_full', 'settled', 'forgiven', 'refinanced'] as const;
export type DebtClosure = (typeof DEBT_CLOSURES)[number];

export const STRATEGY_TYPES = [
  'snowball',
  'avalanche',
  'custom',
  'highest_balance',
  'credit_score',
  'score_stacker',
  'minimum_payments',
] as const;
export type StrategyType = (typeof STRATEGY_TYPES)[number];

/**
 * The spec gives no list of subscription statuses (payment-provider states are "not shown"); the only
 * status with a meaning is `active` ("only an active subscription gives its tier"), so `status` is a
 * short free-form string in the schema and this is the one value the app itself writes.
 */
export const ACTIVE_SUBSCRIPTION_STATUS = 'active';
