/**
 * Negative amortization: a debt whose minimum payment does not cover its interest, so on its
 * minimums alone the balance grows (or, when the minimum only pays the interest, never goes down).
 * The one rule behind the warning at entry (the debt form), on every plan (a plan warning) and
 * beside the Dashboard's debt-free date.
 *
 * The rule reads each debt's minimum-only path (minimum-paths.ts), so it follows the engine's
 * convention exactly: monthly interest rounded to the cent, payments counted on the real due
 * dates, promotional rates, percentage minimums (which always pay a cent more than the interest,
 * see minimum-payment.ts, so only a fixed minimum, or payments months apart, can fall short).
 *
 * A debt that its minimums pay off within 100 years is never flagged. Otherwise it falls short
 * from month m (month 1, or for a promotion its first month at the regular rate: a 0 % promotion
 * hides the trap until it ends) when its minimums in an average month do not exceed month m's
 * interest (on the balance then, at that month's rate). A fixed minimum's average month is exact:
 * the minimum × payments per month on average (a biweekly debt pays 365.2425 / 14 / 12 times a
 * month: its two-payment months fall short of the interest while its three-payment months make
 * up for it). A percentage minimum is read from its path over the 12 months from m.
 */
import { formatMonth } from './calendar';
import { formatDollars, monthLabel } from './format-text';
import { pathInterest } from './minimum-paths';
import { MIN_FIXED } from './minimum-payment';
import { rateUnitsToPercent, toDollars } from './money';
import { normalizeStartMonth } from './normalize-strategy';
import { MAX_PLAN_MONTHS } from './plan-horizon';
import type { DebtInput } from './plan-input';
import { type PreparedDebts, prepareDebts } from './prepared-debts';

/** One debt whose minimum does not cover its interest. Money in dollars. */
export interface MinimumBelowInterest {
  readonly debtId: string;
  readonly name: string;
  /** Plan month (1-based) from which the minimum falls short, and its 'YYYY-MM'. */
  readonly month: number;
  readonly date: string;
  /** True when that month is the first after a promotion (the minimum covered the promo rate). */
  readonly afterPromotion: boolean;
  /** Owed at the start of that month. */
  readonly balance: number;
  /** The annual rate (%) that month. */
  readonly rate: number;
  /** That month's interest, as the plan charges it. */
  readonly monthlyInterest: number;
  /** What the minimums come to in a month, on average over the 12 months checked. */
  readonly monthlyMinimum: number;
  /** The debt's minimum per payment as entered (the floor, for a percentage minimum). */
  readonly minimumPayment: number;
  /** The least minimum per payment that would pay the balance down (month's interest + 1 cent, per payment). */
  readonly coveringMinimum: number;
  /** False when the minimums pay exactly the interest: the balance stays where it is. */
  readonly growing: boolean;
  /** What happens and what would cover it, in one or two sentences, without the debt's name. */
  readonly explanation: string;
}

/** Months checked from each start for a percentage minimum paid months apart. */
const WINDOW = 12;
/** Days a covering minimum is spread over (a common year: rounding the covering amount up). */
const DAYS_PER_YEAR = 365;
/** The Gregorian calendar's average year, for how many day-stepped payments an average month has. */
const DAYS_PER_AVERAGE_YEAR = 365.2425;

/**
 * The debts (of those owed) whose minimum does not cover their interest, planned from `startMonth`
 * ('YYYY-MM'), in input order.
 * @throws PayoffInputError on invalid input, naming the debt and field (as planPayoff does).
 */
export function minimumsBelowInterest(input: { readonly startMonth: string; readonly debts: readonly DebtInput[] }): MinimumBelowInterest[] {
  return findMinimumsBelowInterest(prepareDebts(normalizeStartMonth(input.startMonth), input.debts));
}

/** The same, on debts already prepared (planPayoff's warnings). */
export function findMinimumsBelowInterest(prepared: PreparedDebts): MinimumBelowInterest[] {
  const { portfolio: p } = prepared;
  const found: MinimumBelowInterest[] = [];
  for (let i = 0; i < p.n; i++) {
    // From month 1 (at the promo rate while a promotion runs), else from the promotion's end.
    const promoMonths = p.promoMonths[i] ?? 0;
    const shortfall =
      promoMonths === 0
        ? shortfallFrom(prepared, i, 0, WINDOW)
        : (shortfallFrom(prepared, i, 0, Math.min(WINDOW, promoMonths)) ?? shortfallFrom(prepared, i, promoMonths, WINDOW));
    if (shortfall !== null) found.push(shortfall);
  }
  return found;
}

/** Debt i's shortfall from month `start` (checked over `length` months at one rate), or null when its minimums get ahead. */
function shortfallFrom(prepared: PreparedDebts, i: number, start: number, length: number): MinimumBelowInterest | null {
  const { portfolio: p, paths } = prepared;
  const { n } = p;
  const pathLength = paths.length[i] ?? 0;
  // Paid off on its minimums within 100 years: whatever happens on the way, not this trap.
  if (pathLength < MAX_PLAN_MONTHS && paths.pastCeiling[i] !== 1) return null;
  if (start >= pathLength) return null;
  const interest = pathInterest(paths, n, i, start);
  if (interest === 0) return null; // no interest to cover (a $0 minimum is the plan's own warning)
  const opening = start === 0 ? (paths.opening[i] ?? 0) : (paths.balance[(start - 1) * n + i] ?? 0);
  const kind = p.scheduleKind[i] ?? 0;
  const step = p.scheduleStep[i] ?? 1;
  let perMonth: number; // the minimums of an average month, in (fractional) cents
  let growing: boolean;
  if (p.minKind[i] === MIN_FIXED) {
    // A fixed minimum: the same every payment, so the average month is exact and covers the long run.
    perMonth = (p.minFixed[i] ?? 0) * (kind === 0 ? 1 / step : DAYS_PER_AVERAGE_YEAR / 12 / step);
    if (perMonth > interest) return null;
    growing = perMonth < interest;
  } else {
    // A percentage minimum pays a cent more than each month's interest when a payment is due, so
    // only payments months apart can fall short: the path over the months checked decides.
    const last = Math.min(start + length, pathLength) - 1;
    const closing = last === pathLength - 1 && paths.pastCeiling[i] === 1 ? Number.POSITIVE_INFINITY : (paths.balance[last * n + i] ?? 0);
    if (closing < opening) return null;
    let paid = 0;
    for (let m = start; m <= last; m++) paid += paths.paid[i * MAX_PLAN_MONTHS + m] ?? 0;
    perMonth = paid / (last - start + 1);
    growing = closing > opening;
  }
  const rate = start < (p.promoMonths[i] ?? 0) ? (p.promoRate[i] ?? 0) : (p.rate[i] ?? 0);
  const debt = p.debts[i]!;
  const everyMonth = kind === 0 && step === 1;
  const cents = {
    balance: opening,
    interest,
    monthlyMinimum: Math.round(perMonth),
    minimumPayment: debt.minimumPayment as number,
    covering: coveringPerPayment(interest + 1, kind, step),
  };
  const wording = {
    afterPromotion: start > 0,
    month: monthLabel(p.startMonth + start),
    rate: rateUnitsToPercent(rate),
    fixedMonthly: everyMonth && debt.minPayCalc === 'fixed_amount',
    everyMonth,
    growing,
  };
  return {
    debtId: debt.id,
    name: debt.name,
    month: start + 1,
    date: formatMonth(p.startMonth + start),
    afterPromotion: start > 0,
    balance: toDollars(cents.balance),
    rate: wording.rate,
    monthlyInterest: toDollars(cents.interest),
    monthlyMinimum: toDollars(cents.monthlyMinimum),
    minimumPayment: toDollars(cents.minimumPayment),
    coveringMinimum: toDollars(cents.covering),
    growing,
    explanation: explain(cents, wording),
  };
}

/**
 * Per payment, what pays `monthly` cents a month on average (rounded up to the cent): every
 * `step` months, `step` months' worth; every `step` days, a year's worth over the payments a
 * 365-day year holds.
 */
function coveringPerPayment(monthly: number, kind: number, step: number): number {
  if (kind === 0) return monthly * step;
  return Math.ceil((monthly * 12 * step) / DAYS_PER_YEAR);
}

interface Wording {
  readonly afterPromotion: boolean;
  /** 'May 2027': the month the shortfall starts. */
  readonly month: string;
  readonly rate: number;
  /** A fixed minimum paid every month: the minimum as entered is the month's minimum. */
  readonly fixedMonthly: boolean;
  readonly everyMonth: boolean;
  readonly growing: boolean;
}

/** E.g. "$10,000.00 at 24% APR accrues about $200.00 interest a month; a $20.00 minimum doesn’t cover it, so this balance grows. A minimum of $200.01 or more would start paying it down." */
function explain(c: { balance: number; interest: number; monthlyMinimum: number; minimumPayment: number; covering: number }, w: Wording): string {
  const money = formatDollars;
  const accrues = w.afterPromotion
    ? `When the promotion ends in ${w.month}, the ${money(c.balance)} left at ${w.rate}% APR accrues about ${money(c.interest)} interest a month`
    : `${money(c.balance)} at ${w.rate}% APR accrues about ${money(c.interest)} interest a month`;
  const minimum = w.fixedMonthly ? `a ${money(c.minimumPayment)} minimum` : `minimums of about ${money(c.monthlyMinimum)} a month`;
  const falls = w.growing
    ? `${w.fixedMonthly ? 'doesn’t' : 'don’t'} cover it, so this balance grows`
    : `only ${w.fixedMonthly ? 'pays' : 'pay'} the interest, so this balance never goes down`;
  const cover = `A minimum of ${money(c.covering)} or more${w.everyMonth ? '' : ' per payment'} would start paying it down.`;
  return `${accrues}; ${minimum} ${falls}. ${cover}`;
}
