/**
 * The error the engine throws for input it cannot plan with (NaN, negative amounts, unknown enum
 * values, malformed dates). It names the debt and field so the app can point the user at them.
 */
export class PayoffInputError extends Error {
  /** The offending debt's id, or null for strategy/start-month fields. */
  readonly debtId: string | null;
  /** The offending field, e.g. 'interestRate' or 'strategy.monthlyBudget'. */
  readonly field: string;

  constructor(message: string, field: string, debtId: string | null = null) {
    super(message);
    this.name = 'PayoffInputError';
    this.field = field;
    this.debtId = debtId;
  }
}

/** A reader that checks one source object's fields, naming `subject` in its errors. */
export interface FieldChecker {
  /** A finite number in [min, max]; `null`/`undefined` gives `fallback` (or throws if none). */
  number(field: string, options?: { min?: number; max?: number; integer?: boolean; fallback?: number | null }): number;
  /** Like `number` but returns null when the field is absent. */
  optionalNumber(field: string, options?: { min?: number; max?: number; integer?: boolean }): number | null;
  /** One of `allowed`; absent gives `fallback` (or throws if none). */
  oneOf<T extends string>(field: string, allowed: readonly T[], fallback?: T): T;
  /** Throws a PayoffInputError about `field`. */
  fail(field: string, problem: string): never;
}

/** Creates a {@link FieldChecker} over `source`; `subject` prefixes messages ('Debt "Visa"'). */
export function fieldChecker(
  source: Readonly<Record<string, unknown>>,
  subject: string,
  debtId: string | null,
  fieldPrefix = '',
): FieldChecker {
  const fail = (field: string, problem: string): never => {
    throw new PayoffInputError(`${subject}: ${field} ${problem}`, fieldPrefix + field, debtId);
  };
  const optionalNumber: FieldChecker['optionalNumber'] = (field, options = {}) => {
    const value = source[field];
    if (value === null || value === undefined) return null;
    const { min = 0, max = Number.MAX_SAFE_INTEGER, integer = false } = options;
    if (typeof value !== 'number' || !Number.isFinite(value)) fail(field, `must be a number, got ${String(value)}`);
    const number = value as number;
    if (integer && !Number.isInteger(number)) fail(field, `must be a whole number, got ${number}`);
    if (number < min || number > max) fail(field, `must be between ${min} and ${max}, got ${number}`);
    return number;
  };
  return {
    fail,
    optionalNumber,
    number(field, options = {}) {
      const value = optionalNumber(field, options);
      if (value !== null) return value;
      if (options.fallback === undefined || options.fallback === null) return fail(field, 'is required');
      return options.fallback;
    },
    oneOf(field, allowed, fallback) {
      const value = source[field];
      if ((value === null || value === undefined) && fallback !== undefined) return fallback;
      if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as (typeof allowed)[number];
      return fail(field, `must be one of ${allowed.join(', ')}, got ${String(value)}`);
    },
  };
}
