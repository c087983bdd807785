/**
 * Checks a strategy document and the start month, and converts them to engine units
 * (amounts finite, ≥ 0 and at most $1 billion; counts and intervals whole numbers; snowflakes
 * and budget steps as in snowflakes.ts and budget-steps.ts).
 * Violations throw a {@link PayoffInputError} whose field starts with 'strategy.' (or is 'startMonth').
 */
import { type NormalizedBudgetStep, normalizeBudgetSteps } from './budget-steps';
import { type MonthIndex, parseMonth } from './calendar';
import { type ExtraSchedule, extraSchedule } from './extra-payments';
import { type Cents, MAX_AMOUNT_DOLLARS, toCents } from './money';
import { PayoffInputError, fieldChecker } from './payoff-input-error';
import { type ExtraPaymentFrequency, STRATEGY_TYPES, type StrategyInput, type StrategyType } from './plan-input';
import { type NormalizedSnowflake, normalizeSnowflakes } from './snowflakes';

/** A strategy in engine units. */
export interface NormalizedStrategy {
  readonly type: StrategyType;
  readonly budget: Cents;
  readonly extra: ExtraSchedule;
  /** The user's custom order as debt ids (unknown ids are harmless and ignored later). */
  readonly debtPriorities: readonly string[];
  /** One-time extra payments, in their deterministic order (all of them, even before the start month). */
  readonly snowflakes: readonly NormalizedSnowflake[];
  /** Budget steps, in order; the last one begun by a month is in force in it. */
  readonly budgetSteps: readonly NormalizedBudgetStep[];
}

/** No snowflakes or budget steps (the common case, shared so a budget slider allocates nothing for them). */
const NONE: readonly never[] = [];

const EXTRA_FREQUENCIES: readonly ExtraPaymentFrequency[] = ['once_per_month', 'every_x_days', 'selected_days', 'monthly'];

/** Parses the start month 'YYYY-MM'. */
export function normalizeStartMonth(startMonth: string): MonthIndex {
  const parsed = typeof startMonth === 'string' ? parseMonth(startMonth) : null;
  if (parsed === null) {
    throw new PayoffInputError(`startMonth must be 'YYYY-MM', got ${String(startMonth)}`, 'startMonth');
  }
  return parsed;
}

/** Validates a strategy and resolves its extra-payment schedule from `startMonth`. */
export function normalizeStrategy(strategy: StrategyInput, startMonth: MonthIndex): NormalizedStrategy {
  const source = strategy as unknown as Readonly<Record<string, unknown>>;
  const check = fieldChecker(source, 'Strategy', null, 'strategy.');
  const type = check.oneOf('type', STRATEGY_TYPES);
  const budget = toCents(check.number('monthlyBudget', { max: MAX_AMOUNT_DOLLARS }));
  const frequency = check.oneOf('extraPaymentFrequency', EXTRA_FREQUENCIES, 'once_per_month');
  const days = strategy.extraPaymentSelectedDays ?? [];
  if (!Array.isArray(days) || days.some((day) => !Number.isInteger(day) || day < 1 || day > 31)) {
    check.fail('extraPaymentSelectedDays', `must be days of the month 1–31, got ${JSON.stringify(days)}`);
  }
  const resolved: StrategyInput = {
    type,
    monthlyBudget: budget / 100,
    extraPayment: check.number('extraPayment', { max: MAX_AMOUNT_DOLLARS, fallback: 0 }),
    extraPaymentFrequency: frequency === 'monthly' ? 'once_per_month' : frequency,
    extraPaymentTimesPerMonth: check.number('extraPaymentTimesPerMonth', { max: 31, integer: true, fallback: 1 }),
    extraPaymentDaysInterval: check.number('extraPaymentDaysInterval', { min: 1, max: 3660, integer: true, fallback: 30 }),
    extraPaymentSelectedDays: days,
  };
  return {
    type,
    budget,
    extra: extraSchedule(resolved, startMonth),
    debtPriorities: parsePriorities(strategy.debtPriorities, check.fail),
    snowflakes: strategy.snowflakes === null || strategy.snowflakes === undefined ? NONE : normalizeSnowflakes(strategy.snowflakes),
    budgetSteps: strategy.budgetSteps === null || strategy.budgetSteps === undefined ? NONE : normalizeBudgetSteps(strategy.budgetSteps),
  };
}

/** `debtPriorities` as ids: an array, JSON array text, or a comma-joined string. */
function parsePriorities(value: unknown, fail: (field: string, problem: string) => never): string[] {
  if (value === null || value === undefined) return [];
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    list = text.startsWith('[') ? safeJson(text) : text.split(',');
  }
  if (!Array.isArray(list)) return fail('debtPriorities', 'must be a list of debt ids');
  return list.map((id) => String(id).trim()).filter((id) => id !== '');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
