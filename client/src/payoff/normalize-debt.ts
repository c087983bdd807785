/**
 * Checks one debt document and converts it to engine units (cents, rate units, schedules).
 *
 * Input rules (each violation throws a {@link PayoffInputError} naming the debt and field):
 * amounts are finite, ≥ 0 and at most $1 billion; rates are 0–1000 %; percentages (fee, minimum) are 0–100 %;
 * `dueDay` is 1–31; dates are real 'YYYY-MM-DD' dates; enum fields hold a known value.
 * A paid debt (`isPaid`, or a balance that rounds to 0 cents) is skipped before any other check.
 * A promotion missing its `promoAPR` or `promoEndDate` is ignored (the regular rate applies, the
 * conservative reading) and reported by the caller as a warning; so is one that ended before the
 * plan starts (its end date may be out of date, e.g. a promotion that was extended). A missing or empty `name` falls
 * back to the id. `type` is not read: a debt counts as a card for the credit strategies when it
 * has a positive `highLimit`, whatever its type (a line of credit entered with a limit counts too).
 */
import { type MonthIndex, monthIndex, parseDate } from './calendar';
import { type Cents, MAX_AMOUNT_DOLLARS, type RateUnits, percentOf, toCents, toRateUnits } from './money';
import { type PaymentSchedule, paymentSchedule, scheduleAnchor } from './payment-dates';
import { type FieldChecker, fieldChecker } from './payoff-input-error';
import type { DebtInput, MinPayCalc, PaymentFrequency } from './plan-input';

/** A debt in engine units. */
export interface NormalizedDebt {
  readonly id: string;
  readonly name: string;
  readonly balance: Cents;
  /** The one-off transfer fee (`xFeeRate` % of `balance`), charged at the start of month 1. */
  readonly fee: Cents;
  readonly rate: RateUnits;
  readonly promoRate: RateUnits;
  /** Plan months (from month 1) that use `promoRate`; 0 when there is no running promotion. */
  readonly promoMonths: number;
  readonly promoEndDate: string | null;
  /** True when `isPromo` is set but the promotion cannot be applied (missing APR or end date). */
  readonly promoIgnored: boolean;
  /** The end date of a promotion that ended on or before the start month's first day (the regular rate applies); else null. */
  readonly promoEndedOn: string | null;
  readonly minPayCalc: MinPayCalc;
  readonly minimumPayment: Cents;
  readonly minPayPercentage: RateUnits;
  readonly schedule: PaymentSchedule;
  /** Credit limit in cents; 0 when the debt has none. */
  readonly limit: Cents;
  readonly priority: number | null;
}

const FREQUENCIES: readonly PaymentFrequency[] = ['monthly', 'biweekly', 'weekly', 'custom_days', 'custom_months'];
const MIN_PAY_CALCS: readonly MinPayCalc[] = ['fixed_amount', 'percent_principal', 'percent_principal_interest'];
const MAX_RATE = 1000;

/** Validates and converts a debt; returns null for a paid debt. */
export function normalizeDebt(debt: DebtInput, startMonth: MonthIndex): NormalizedDebt | null {
  const source = debt as unknown as Readonly<Record<string, unknown>>;
  const id = typeof debt.id === 'string' && debt.id !== '' ? debt.id : null;
  if (id === null) return fieldChecker(source, 'A debt', null).fail('id', 'must be a non-empty string');
  const name = typeof debt.name === 'string' && debt.name !== '' ? debt.name : id;
  const check = fieldChecker(source, `Debt "${name}" (id ${id})`, id);
  const balance = toCents(check.number('balance', { max: MAX_AMOUNT_DOLLARS }));
  if (debt.isPaid === true || balance === 0) return null;

  const rate = toRateUnits(check.number('interestRate', { max: MAX_RATE }));
  const minPayCalc = check.oneOf('minPayCalc', MIN_PAY_CALCS, 'fixed_amount');
  const schedule = readSchedule(check, debt, startMonth);
  const fee = debt.hasXFee === true ? percentOf(balance, toRateUnits(check.number('xFeeRate', { max: 100 }))) : 0;
  const promo = readPromo(check, debt, startMonth);
  return {
    id,
    name,
    balance,
    fee: fee as Cents,
    rate,
    ...promo,
    minPayCalc,
    minimumPayment: toCents(check.number('minimumPayment', { max: MAX_AMOUNT_DOLLARS })),
    minPayPercentage:
      minPayCalc === 'fixed_amount' ? (0 as RateUnits) : toRateUnits(check.number('minPayPercentage', { max: 100 })),
    schedule,
    limit: toCents(check.optionalNumber('highLimit', { max: MAX_AMOUNT_DOLLARS }) ?? 0),
    priority: check.optionalNumber('priority', { min: -Number.MAX_SAFE_INTEGER }),
  };
}

/** The fields a payment schedule is read from. */
export type ScheduleFields = Pick<DebtInput, 'paymentFrequency' | 'dueDay' | 'dueDate' | 'customMetadata'>;

/** Validates a debt's schedule fields and builds its payment schedule from `startMonth` (payment-dates.ts). */
export function readSchedule(check: FieldChecker, debt: ScheduleFields, startMonth: MonthIndex): PaymentSchedule {
  const frequency = check.oneOf('paymentFrequency', FREQUENCIES);
  const dueDay = check.optionalNumber('dueDay', { min: 1, max: 31, integer: true });
  const dueDate = optionalDate(check, 'dueDate', debt.dueDate);
  const anchor = scheduleAnchor(startMonth, dueDate, dueDay);
  return paymentSchedule(frequency, anchor, customInterval(check, frequency, debt.customMetadata), dueDate ? null : dueDay);
}

function optionalDate(check: FieldChecker, field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || parseDate(value) === null) check.fail(field, `must be a date 'YYYY-MM-DD', got ${String(value)}`);
  return value as string;
}

/** Promo fields: months starting before `promoEndDate` (from the start month) use `promoAPR`. */
function readPromo(check: FieldChecker, debt: DebtInput, startMonth: MonthIndex) {
  const none = { promoRate: 0 as RateUnits, promoMonths: 0, promoEndDate: null, promoIgnored: false, promoEndedOn: null };
  if (debt.isPromo !== true) return none;
  const apr = check.optionalNumber('promoAPR', { max: MAX_RATE });
  const endText = optionalDate(check, 'promoEndDate', debt.promoEndDate);
  const end = endText === null ? null : parseDate(endText);
  if (apr === null || end === null) return { ...none, promoIgnored: true };
  // A month is a promo month when its first day is before the end date, so the last promo month
  // is the end date's own month unless the promotion ends on the 1st.
  const lastPromoMonth = monthIndex(end.year, end.month) - (end.day > 1 ? 0 : 1);
  const promoMonths = Math.max(0, lastPromoMonth - startMonth + 1);
  if (promoMonths === 0) return { ...none, promoEndedOn: endText };
  return { promoRate: toRateUnits(apr), promoMonths, promoEndDate: endText, promoIgnored: false, promoEndedOn: null };
}

/** `customMetadata.paymentInterval` for the custom frequencies (object or JSON text). */
function customInterval(check: FieldChecker, frequency: PaymentFrequency, metadata: unknown): number | null {
  if (frequency !== 'custom_days' && frequency !== 'custom_months') return null;
  let parsed: unknown = metadata;
  if (typeof metadata === 'string') {
    try {
      parsed = JSON.parse(metadata);
    } catch {
      return check.fail('customMetadata', 'must be JSON');
    }
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const interval = (parsed as Record<string, unknown>)['paymentInterval'];
  if (interval === null || interval === undefined) return null;
  if (typeof interval !== 'number' || !Number.isInteger(interval) || interval < 1 || interval > 3660) {
    return check.fail('customMetadata.paymentInterval', `must be a whole number ≥ 1, got ${String(interval)}`);
  }
  return interval;
}
