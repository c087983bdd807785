/**
 * A debt's minimum for one month.
 *
 * `minimumPayment` is per payment, so a month's fixed minimum is `minimumPayment × payments due`
 * that month (a biweekly debt owes three payments in a three-payment month; a debt paid every
 * three months owes nothing in the months between).
 *
 * The percentage methods model a card statement, which is monthly whatever the payment rhythm:
 * - `percent_principal`: `minPayPercentage` % of the balance before this month's interest;
 * - `percent_principal_interest`: that, plus this month's interest;
 * each raised to the floor `minimumPayment × payments due`, and 0 in a month with no payment due.
 * The percentage is rounded half-up to the cent. The caller caps the result at what is owed, so a
 * balance below the minimum is paid in full.
 *
 * A percentage minimum is never less than the month's interest plus one cent. Why: card issuers'
 * percentage minimums always pay down some of the balance (the US and UK rules require it), and
 * without this, rounding can stall a balance for ever: 2 % of $0.74 rounds to the same cent as
 * its interest at 12 % APR, so the balance would stay at $0.74 month after month. So only a fixed
 * minimum, or payments months apart, can fall short of the interest (see minimum-below-interest.ts).
 */
import { type Cents, type RateUnits, percentOf as percentOfImport } from './money';

// Vitest's module runner reads imported bindings through getters on every use, which is costly
// in hot loops; they use these module-level copies instead (a bundled build needs none of this).
const percentOf = percentOfImport;

/** Minimum-payment method codes (see Portfolio.minKind). */
export const MIN_FIXED = 0;
export const MIN_PERCENT_PRINCIPAL = 1;
export const MIN_PERCENT_PRINCIPAL_INTEREST = 2;

/**
 * The month's minimum (cents) before capping at the balance.
 * @param kind one of MIN_FIXED, MIN_PERCENT_PRINCIPAL, MIN_PERCENT_PRINCIPAL_INTEREST
 * @param opening the balance before this month's interest (fee included in month 1)
 * @param interest this month's interest
 * @param fixed `minimumPayment` in cents (per payment; the floor for the percentage methods)
 * @param percent `minPayPercentage` in rate units
 * @param paymentsDue payments falling due this month
 */
export function monthMinimum(
  kind: number,
  opening: Cents | number,
  interest: Cents | number,
  fixed: Cents | number,
  percent: RateUnits | number,
  paymentsDue: number,
): Cents {
  const floor = fixed * paymentsDue;
  if (kind === MIN_FIXED || paymentsDue === 0) return floor as Cents;
  const share = percentOf(opening as Cents, percent as RateUnits) + (kind === MIN_PERCENT_PRINCIPAL ? 0 : interest);
  const least = share > interest ? share : interest + 1;
  return (least > floor ? least : floor) as Cents;
}
