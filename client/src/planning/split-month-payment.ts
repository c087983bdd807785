/**
 * How a month's planned payment to one debt is spread over that debt's due dates in the month.
 *
 * The payoff engine plans by calendar month: it counts the debt's due dates in the month
 * (payoff/payment-dates.ts), owes the per-payment minimum on each, and pays the month's total. It
 * does not say which date gets which cents (interest is charged once a month on the opening balance,
 * so it makes no difference to the plan). The calendar needs an amount per date, by this rule:
 *
 * - Each due date gets an equal share of the month's payment in whole cents; the cents left over
 *   go on the month's last due date. So the dates always add up to the plan's figure exactly.
 * - No date gets less than the per-payment minimum while money is left. This only matters in the
 *   month the plan pays a debt off with less than its minimums (a biweekly $100 minimum, $150 left
 *   owing): the dates are paid in order, the minimum each ($100, then $50), and dates after the
 *   money runs out get nothing: the debt is paid off by then.
 */

/**
 * The amounts (cents) on `dates` due dates, in date order, for a month's `total` (cents) with a
 * per-payment minimum of `minimum` (cents). Sums to `total`; may end in zeros (paid off earlier).
 */
export function splitMonthPayment(total: number, dates: number, minimum: number): number[] {
  const share = Math.floor(total / dates);
  const amounts: number[] = [];
  let left = total;
  for (let i = 0; i < dates; i++) {
    const amount = i === dates - 1 ? left : Math.min(left, Math.max(share, minimum));
    amounts.push(amount);
    left -= amount;
  }
  return amounts;
}
