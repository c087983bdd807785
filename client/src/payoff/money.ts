/**
 * Money inside the payoff engine: integer cents, rounded half-up, never floating dollars.
 *
 * Dollars come in from stored documents and go out in results; everything in between is a whole
 * number of cents held in an ordinary `number` (exact up to 2^53, i.e. about $90 trillion).
 */

/** A whole number of cents. Branded so a dollar amount cannot be passed where cents are meant. */
export type Cents = number & { readonly __unit: 'cents' };

/**
 * An annual or one-off percentage scaled to integer units of 1/10,000 of a percent
 * (19.99 % → 199,900). Integer scaling keeps interest products exact, so half-up rounding is exact.
 */
export type RateUnits = number & { readonly __unit: 'rate-units' };

/** Rate units per percent (four decimal places of a percentage are kept). */
const RATE_UNITS_PER_PERCENT = 10_000;

/**
 * The largest amount (dollars) any input field may hold. Bounding inputs keeps every sum the
 * engine forms far below 2^53 cents, where doubles stop being exact.
 */
export const MAX_AMOUNT_DOLLARS = 1_000_000_000;

/**
 * A balance (cents) past which a debt is not followed further: $10 billion, ten times the
 * largest accepted input. Only a balance whose payments fall far behind its interest gets there,
 * so the plan is reported 'never' from that month instead of compounding to astronomical sums.
 */
export const BALANCE_CEILING = 1e12;

/**
 * Converts dollars to cents, rounding half-up at the third decimal (12.345 → 1235).
 * The tiny epsilon undoes binary representation error (1199.1 × 100 = 119909.99999999999).
 */
export function toCents(dollars: number): Cents {
  return Math.floor(dollars * 100 + 0.5 + 1e-7) as Cents;
}

/** Converts cents to dollars for results; the value is the nearest double to the exact cents. */
export function toDollars(amount: Cents | number): number {
  return amount / 100;
}

/** Scales a percentage (e.g. an APR of 6.25) to integer rate units (62,500). */
export function toRateUnits(percent: number): RateUnits {
  return Math.round(percent * RATE_UNITS_PER_PERCENT) as RateUnits;
}

/** Converts rate units back to a percentage for display (62,500 → 6.25). */
export function rateUnitsToPercent(units: RateUnits | number): number {
  return units / RATE_UNITS_PER_PERCENT;
}

/** 100 (percent) × rate units per percent: the divisor of a one-off percentage product. */
const PERCENT_DIVISOR = 100 * RATE_UNITS_PER_PERCENT;

/**
 * `percent` % of `amount`, rounded half-up to the cent (fees and percentage minimums). Exact:
 * `amount × percent` is an integer below 2^53, and its quotient by 1,000,000 is either a
 * representable half-cent or far (≥ 1e-6) from one. Monthly interest is in debt-month.ts.
 */
export function percentOf(amount: Cents, percent: RateUnits): Cents {
  const product = amount * percent;
  if (product < Number.MAX_SAFE_INTEGER) return Math.floor(product / PERCENT_DIVISOR + 0.5) as Cents;
  return exactHalfUp(amount, percent, PERCENT_DIVISOR) as Cents;
}

/**
 * `round half-up (a × b / divisor)` in exact integer arithmetic, for products past 2^53 (only
 * balances of billions reach it). a, b, divisor: non-negative integers.
 */
export function exactHalfUp(a: number, b: number, divisor: number): number {
  const big = BigInt(a) * BigInt(b);
  const d = BigInt(divisor);
  return Number((2n * big + d) / (2n * d));
}
