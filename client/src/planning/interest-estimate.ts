/**
 * An estimate of the interest charged so far. Paydown records payments, not statements, so the real
 * figure is on the user's statements; this estimate is stated on screen as:
 * for every day since a debt was added (or its earliest payment, if that is earlier), the recorded
 * balance at the end of that day × the APR ÷ 365, at the promo APR while a promotion ran.
 * Daily accrual on the recorded balance is how card issuers charge interest; the recorded balance
 * comes from recorded-balances.ts, so a payment lowers the interest from its date on.
 */
import type { Debt, Payment } from '@schemas/index';
import { closedDay, leftUnpaid } from './debt-status';
import { recordedBalanceOn } from './recorded-balances';

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

type DebtFields = Pick<
  Debt,
  'id' | 'balance' | 'isPaid' | 'updatedAt' | 'closedOn' | 'createdAt' | 'interestRate' | 'isPromo' | 'promoAPR' | 'promoEndDate'
>;

/** The estimated interest (dollars, to the cent) charged from each debt's first day up to `today` ('YYYY-MM-DD'), not counting today. */
export function estimateInterestSoFar(debts: readonly DebtFields[], payments: readonly Pick<Payment, 'debtId' | 'amount' | 'date'>[], today: string): number {
  const end = dayNumber(today);
  let total = 0;
  for (const debt of debts) {
    const own = payments.filter((payment) => payment.debtId === debt.id);
    const first = Math.min(dayNumber(debt.createdAt), ...own.map((payment) => dayNumber(payment.date)));
    const promoEnd = debt.isPromo && debt.promoAPR != null && debt.promoEndDate ? dayNumber(debt.promoEndDate) : -Infinity;
    // Balances only change on payment dates: walk the days but recompute the balance only when needed.
    const changeDays = new Set(own.map((payment) => dayNumber(payment.date)));
    let balance = recordedBalanceOn(debt, own, dayText(first));
    const closedFrom = leftUnpaid(debt) > 0 ? dayNumber(closedDay(debt)) : Infinity;
    for (let day = first; day < end; day += 1) {
      if (changeDays.has(day) || day === closedFrom) balance = recordedBalanceOn(debt, own, dayText(day));
      const rate = day < promoEnd ? (debt.promoAPR ?? 0) : debt.interestRate;
      total += (balance * rate) / 100 / 365;
    }
  }
  return Math.round(total * 100) / 100;
}
