import { EXTRA_PAYMENT_SCHEDULES, STRATEGY_TYPES } from '@schemas/index';
import { checkNumber, checkOneOf, checkText, collectErrors, type FieldErrors } from '../field-checks';
import { LEGACY_MONTHLY_SCHEDULE, type StrategyField } from './strategy-input';

export type StrategyFieldValues = Partial<Record<StrategyField, unknown>>;

function checkDebtPriorities(value: unknown): string | null {
  if (value === undefined || value === null || typeof value === 'string') {
    return typeof value === 'string' && value.length > 20000 ? 'debtPriorities is too long' : null;
  }
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string')) return 'debtPriorities must be a list of debt ids';
  if (value.some((id: string) => id.includes(','))) return 'debtPriorities ids cannot contain commas';
  if (value.some((id: string) => id.length > 128)) return 'debtPriorities ids must be at most 128 characters';
  return null;
}

function checkSelectedDays(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) return 'extraPaymentSelectedDays must be a list of days of the month';
  if (value.length > 31) return 'extraPaymentSelectedDays must have at most 31 days';
  const bad = value.find((day) => checkNumber('day', day, { integer: true, min: 1, max: 31 }) !== null);
  return bad === undefined ? null : 'extraPaymentSelectedDays must be whole days from 1 to 31';
}

const CHECKS: Record<StrategyField, (value: unknown, required: boolean) => string | null> = {
  userId: (v) => checkText('userId', v, { maxLength: 128 }),
  name: (v, r) => checkText('name', v, { required: r, maxLength: 200 }),
  type: (v, r) => checkOneOf('type', v, STRATEGY_TYPES, r),
  monthlyBudget: (v, r) => checkNumber('monthlyBudget', v, { required: r, min: 0, max: 1_000_000_000 }),
  debtPriorities: checkDebtPriorities,
  extraPayment: (v) => checkNumber('extraPayment', v, { min: 0, max: 1_000_000_000 }),
  extraPaymentFrequency: (v) =>
    v === LEGACY_MONTHLY_SCHEDULE ? null : checkOneOf('extraPaymentFrequency', v, EXTRA_PAYMENT_SCHEDULES),
  extraPaymentTimesPerMonth: (v) => checkNumber('extraPaymentTimesPerMonth', v, { integer: true, min: 1, max: 31 }),
  extraPaymentDaysInterval: (v) => checkNumber('extraPaymentDaysInterval', v, { integer: true, min: 1, max: 366 }),
  extraPaymentSelectedDays: checkSelectedDays,
};

export const STRATEGY_FIELDS = Object.keys(CHECKS) as StrategyField[];
const REQUIRED = new Set<StrategyField>(['name', 'type', 'monthlyBudget']);

/** Validates a new strategy; messages by field name, empty when valid. */
export function validateNewStrategy(values: StrategyFieldValues): FieldErrors {
  return collectErrors(Object.fromEntries(STRATEGY_FIELDS.map((f) => [f, CHECKS[f](values[f], REQUIRED.has(f))])));
}

/** Validates changes to a strategy: only present fields; required ones cannot be cleared. */
export function validateStrategyChanges(values: StrategyFieldValues): FieldErrors {
  return collectErrors(
    Object.fromEntries(STRATEGY_FIELDS.filter((f) => values[f] !== undefined).map((f) => [f, CHECKS[f](values[f], REQUIRED.has(f))])),
  );
}
