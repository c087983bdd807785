/**
 * fast-check generators of random portfolios, for the engine's property tests.
 */
import fc from 'fast-check';
import { daysInMonth } from './calendar';
import type { BudgetStep, DebtInput, PaymentFrequency, Snowflake, StrategyInput } from './plan-input';

/** Which features random debts may use. */
export interface PortfolioShape {
  /** Promotions, transfer fees, percentage minimums and non-monthly schedules. */
  readonly variety: boolean;
  readonly maxDebts: number;
}

const cents = (min: number, max: number) => fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((c) => c / 100);
const rate = fc.integer({ min: 0, max: 3600 }).map((r) => r / 100);
const date = fc.record({ y: fc.integer({ min: 2026, max: 2029 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) }).map(
  ({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
);

function debtArbitrary(shape: PortfolioShape): fc.Arbitrary<Omit<DebtInput, 'id' | 'name'>> {
  const base = fc.record({
    type: fc.constantFrom('credit_card', 'student_loan', 'personal_loan', 'auto_loan', 'medical', 'other') as fc.Arbitrary<DebtInput['type']>,
    balance: cents(0.01, 20_000),
    interestRate: rate,
    minimumPayment: cents(0, 600),
    paymentFrequency: fc.constant('monthly' as PaymentFrequency),
    highLimit: fc.option(cents(100, 30_000), { nil: null }),
    priority: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
  });
  if (!shape.variety) return base;
  return fc
    .tuple(
      base,
      fc.constantFrom<PaymentFrequency>('monthly', 'monthly', 'biweekly', 'weekly', 'custom_days', 'custom_months'),
      fc.integer({ min: 1, max: 45 }),
      fc.option(date, { nil: null }),
      fc.option(fc.record({ promoAPR: rate, promoEndDate: date }), { nil: null }),
      fc.option(cents(0, 5), { nil: null }),
      fc.option(fc.record({ minPayCalc: fc.constantFrom('percent_principal', 'percent_principal_interest') as fc.Arbitrary<'percent_principal'>, minPayPercentage: cents(0, 10) }), { nil: null }),
    )
    .map(([debt, paymentFrequency, interval, dueDate, promo, fee, percent]) => ({
      ...debt,
      paymentFrequency,
      customMetadata: { paymentInterval: paymentFrequency === 'custom_months' ? 1 + (interval % 3) : interval },
      dueDate,
      ...(promo ? { isPromo: true, ...promo } : {}),
      ...(fee !== null ? { hasXFee: true, xFeeRate: fee } : {}),
      ...(percent ?? {}),
    }));
}

/** 1…maxDebts debts with ids d0, d1, … */
export function portfolioArbitrary(shape: PortfolioShape): fc.Arbitrary<DebtInput[]> {
  return fc
    .array(debtArbitrary(shape), { minLength: 1, maxLength: shape.maxDebts })
    .map((debts) => debts.map((debt, i) => ({ ...debt, id: `d${i}`, name: `Debt ${i}` })));
}

/**
 * Any real calendar date from 2025 to 2031 (so before, in and after plans starting 2026–2028),
 * often on the 29th–31st: a day the month lacks becomes its last day.
 */
const anyDay = fc
  .record({ y: fc.integer({ min: 2025, max: 2031 }), m: fc.integer({ min: 1, max: 12 }), d: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 28, max: 31 })) })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(Math.min(d, daysInMonth(y, m))).padStart(2, '0')}`);

/** One-time payments: small to larger than any portfolio; for no debt, a debt (d5, d6 often absent), or an unknown one. */
export const snowflakeArbitrary: fc.Arbitrary<Snowflake> = fc.record({
  date: anyDay,
  amount: fc.oneof({ arbitrary: cents(0.01, 3000), weight: 4 }, { arbitrary: cents(100_000, 1_000_000_000), weight: 1 }),
  debtId: fc.constantFrom(null, '', 'd0', 'd1', 'd2', 'd5', 'd6', 'gone'),
  label: fc.constantFrom(undefined, 'Tax refund'),
});

/** Budget steps, from none at all (0, below any minimums) to generous. */
export const budgetStepArbitrary: fc.Arbitrary<BudgetStep> = fc.record({
  from: anyDay,
  monthlyBudget: fc.oneof(cents(0, 3000), fc.constant(0)),
});

/** A list, or the same entries as an object keyed by id (as a stored strategy document keeps them). */
function listOrMap<T>(entry: fc.Arbitrary<T>, maxLength: number): fc.Arbitrary<readonly T[] | Readonly<Record<string, T>> | null> {
  return fc.oneof(
    fc.constant(null),
    fc.array(entry, { maxLength }),
    fc.array(entry, { maxLength }).map((list) => Object.fromEntries(list.map((item, k) => [`id${(k * 7) % 11}-${k}`, item]))),
  );
}

/** A strategy document with a random budget (sometimes below the minimums), extras, budget steps and snowflakes. */
export function strategyArbitrary(variety: boolean): fc.Arbitrary<Omit<StrategyInput, 'type'>> {
  const budget = cents(0, 3000);
  if (!variety) return fc.record({ monthlyBudget: budget });
  return fc.record({
    snowflakes: listOrMap(snowflakeArbitrary, 5),
    budgetSteps: listOrMap(budgetStepArbitrary, 3),
    monthlyBudget: budget,
    extraPayment: fc.option(cents(0, 200), { nil: null }),
    extraPaymentFrequency: fc.constantFrom('once_per_month', 'every_x_days', 'selected_days', 'monthly') as fc.Arbitrary<'once_per_month'>,
    extraPaymentTimesPerMonth: fc.integer({ min: 0, max: 3 }),
    extraPaymentDaysInterval: fc.integer({ min: 1, max: 60 }),
    extraPaymentSelectedDays: fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { maxLength: 3 }),
    debtPriorities: fc.constantFrom('d2,d0', 'd1', '', null),
  });
}

/** A start month between 2026 and 2028. */
export const startMonthArbitrary = fc
  .record({ y: fc.integer({ min: 2026, max: 2028 }), m: fc.integer({ min: 1, max: 12 }) })
  .map(({ y, m }) => `${y}-${String(m).padStart(2, '0')}`);
