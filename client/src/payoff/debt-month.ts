/**
 * One debt, one month, steps 1–2 of the convention: interest, then the minimum (with true-up).
 * These small functions are the single definition used both for the minimum-only paths and for
 * debts that receive extra money, so every strategy charges and pays minimums identically.
 */
import { exactHalfUp } from './money';
import type { Portfolio } from './portfolio';

/** A residue below 1 / TRUE_UP_DIVISOR (1 %) of the month's minimum is folded into the payment. */
export const TRUE_UP_DIVISOR = 100;

/** Rate units × 12 months × 100 %: the divisor of `balance × rate` for one month's interest. */
const MONTHLY_DIVISOR = 12 * 100 * 10_000;

/** The multiplier equivalent to dividing by MONTHLY_DIVISOR, for {@link monthInterest}'s fast path. */
export function monthlyFactor(rate: number): number {
  return rate / MONTHLY_DIVISOR;
}

/**
 * One month of interest, `opening × rate / 12` rounded half-up to the cent, exactly.
 *
 * Why two steps: multiplying by the precomputed `factor` is several times cheaper than dividing.
 * The exact quotient `opening × rate / 12,000,000` is either exactly a half-cent or at least
 * 1/12,000,000 (8.3e-8) of a cent away from one; the fast product's error is below
 * 4e-16 × its size, under 4e-8 while the interest is below $1 million a month. So the fast result
 * is kept unless it lands within 1e-7 of a half-cent (or the interest is that large); then exact
 * integer arithmetic decides.
 */
export function monthInterest(opening: number, rate: number, factor: number): number {
  const x = opening * factor;
  const rounded = Math.floor(x + 0.5);
  const fraction = x + 0.5 - rounded;
  if (x < 1e8 && fraction > 1e-7 && fraction < 1 - 1e-7) return rounded;
  const product = opening * rate;
  return product < Number.MAX_SAFE_INTEGER ? Math.floor(product / MONTHLY_DIVISOR + 0.5) : exactHalfUp(opening, rate, MONTHLY_DIVISOR);
}

/**
 * What a debt pays on its minimum this month: the minimum capped at what is `owed`, trued up to
 * the whole balance when it would leave less than 1 % of the minimum owing (no residue: the last
 * payment of a fixed-payment loan absorbs its rounding instead of leaving cents to be billed a
 * month later, as a lender's final payment does).
 */
export function minimumPaid(minimum: number, owed: number): number {
  const left = owed - minimum;
  return left <= 0 || left * TRUE_UP_DIVISOR < minimum ? owed : minimum;
}

/**
 * The first due date of debt `i` at or after the given month: a month index for monthly-style
 * schedules, a day number for day-stepped ones. Schedules extend both ways from their anchor, so
 * this is the anchor shifted by whole steps.
 */
export function firstDueFrom(p: Portfolio, i: number, fromMonth: number, fromDay: number): number {
  const from = p.scheduleKind[i] === 0 ? fromMonth : fromDay;
  const step = p.scheduleStep[i] ?? 1;
  // Every step is due (monthly debts): skip the modulo, a slow floating-point operation here.
  if (step === 1) return from;
  return from + (((((p.scheduleAnchor[i] ?? 0) - from) % step) + step) % step);
}
