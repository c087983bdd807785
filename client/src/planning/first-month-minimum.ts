import { planPayoff, type DebtInput } from '@/payoff/index';

/**
 * One debt's payments due in `startMonth` on its own minimums-only path, in cents; null when the
 * engine cannot plan the debt.
 *
 * Why per debt: a minimums-only plan pays each debt on its own path (nothing rolls over between
 * debts), so the portfolio's first month is the sum of these, to the cent (the engine counts whole
 * cents). Cached per debt object (RxDB gives an unchanged debt the same frozen object, see
 * viewOf), a synced change or a new debt costs one single-debt plan instead of a whole 30-year
 * plan of every debt on every render.
 */
export function firstMonthMinimumCents(debt: DebtInput, startMonth: string): number | null {
  const cached = cache.get(debt);
  if (cached && cached.startMonth === startMonth) return cached.cents;
  let cents: number | null;
  try {
    const plan = planPayoff({ startMonth, debts: [debt], strategy: { type: 'minimum_payments', monthlyBudget: 0 } });
    cents = Math.round((plan.months[0]?.totalPayment ?? 0) * 100);
  } catch {
    cents = null;
  }
  cache.set(debt, { startMonth, cents });
  return cents;
}

const cache = new WeakMap<DebtInput, { startMonth: string; cents: number | null }>();
