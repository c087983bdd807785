/**
 * The interest charged so far: recorded where the person updated a debt from a statement, estimated
 * elsewhere. The estimate is stated on screen as:
 * for every day since a debt was added (or its earliest payment, if that is earlier), the recorded
 * balance at the end of that day × the APR ÷ 365, at the promo APR while a promotion ran.
 * Daily accrual on the recorded balance is how card issuers charge interest; the recorded balance
 * comes from recorded-balances.ts, so a payment lowers the interest from its date on.
 *
 * A statement is the truth up to its date: for a debt with interest charged from statements
 * (charges, `kind: 'charge'`), the interest of those charges counts (not their fees), and the
 * estimate only runs from the day after its latest statement (the latest charge's date).
 */
import { isCharge, type Debt, type Payment } from '@schemas/index';
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

type EntryFields = Pick<Payment, 'debtId' | 'amount' | 'date'> & Partial<Pick<Payment, 'kind' | 'interest' | 'fees'>>;

/**
 * The interest (dollars, to the cent) charged from each debt's first day up to `today`
 * ('YYYY-MM-DD'), not counting today: recorded charges' interest, estimated after the latest one.
 * `payments` holds the debts' payments and charges.
 */
export function estimateInterestSoFar(debts: readonly DebtFields[], payments: readonly EntryFields[], today: string): number {
  const end = dayNumber(today);
  let total = 0;
  for (const debt of debts) {
    const own = payments.filter((payment) => payment.debtId === debt.id);
    const charges = own.filter(isCharge);
    for (const charge of charges) total += charge.interest ?? charge.amount - (charge.fees ?? 0);
    const lastStatement = charges.length > 0 ? Math.max(...charges.map((charge) => dayNumber(charge.date))) : -Infinity;
    const first = Math.max(Math.min(dayNumber(debt.createdAt), ...own.map((payment) => dayNumber(payment.date))), lastStatement + 1);
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
