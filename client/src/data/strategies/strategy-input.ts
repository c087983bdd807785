import type { ExtraPaymentSchedule, Strategy } from '@schemas/index';

/** The spec's word for the default schedule ("default monthly"); stored as once_per_month. */
export const LEGACY_MONTHLY_SCHEDULE = 'monthly';

/** What createStrategy takes: name, type and budget are required; the extra-payment fields have defaults. */
export type NewStrategyInput = Pick<Strategy, 'name' | 'type' | 'monthlyBudget'> &
  Partial<Pick<Strategy, 'userId' | 'extraPayment' | 'extraPaymentTimesPerMonth' | 'extraPaymentDaysInterval'>> & {
    /** Debt ids in payoff order (or the comma-joined text of them). */
    debtPriorities?: readonly string[] | string;
    extraPaymentFrequency?: ExtraPaymentSchedule | typeof LEGACY_MONTHLY_SCHEDULE;
    extraPaymentSelectedDays?: readonly number[];
  };

/** What updateStrategy takes: any subset; undefined fields are left as they are. */
export type StrategyChanges = Partial<NewStrategyInput>;

export type StrategyField = keyof NewStrategyInput & string;

/** The spec's defaults (§3) for the fields a new strategy may leave out. */
export const STRATEGY_DEFAULTS = {
  debtPriorities: '',
  extraPayment: 0,
  extraPaymentFrequency: 'once_per_month',
  extraPaymentTimesPerMonth: 1,
  extraPaymentDaysInterval: 30,
  extraPaymentSelectedDays: [] as number[],
} satisfies Partial<Strategy>;
