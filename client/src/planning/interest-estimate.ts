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
 *
 * The days are summed by stretches, not one by one: the balance only changes on an entry's date or
 * the day a debt closed, and the rate only on the day a promotion ends, so each stretch between
 * those days adds its days × its daily interest. (Walking every day since the first payment took
 * most of a second at 100 debts over years of payments.)
 */
import { isCharge, type Debt, type Payment } from '@schemas/index';
import { closedDay, leftUnpaid } from './debt-status';
import { entriesByDebt } from './entries-by-debt';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of 'YYYY-MM-DD' (or the date of an ISO timestamp). */
function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
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
  const byDebt = entriesByDebt(payments);
  let total = 0;
  for (const debt of debts) {
    const ledger = byDebt.get(debt.id);
    const own = ledger?.entries ?? [];
    // The entries' days, in order (the ledger is sorted by date).
    const days = own.map((entry) => dayNumber(entry.date));
    let lastStatement = -Infinity;
    let first = dayNumber(debt.createdAt);
    own.forEach((entry, index) => {
      first = Math.min(first, days[index]!);
      if (!isCharge(entry)) return;
      total += entry.interest ?? entry.amount - (entry.fees ?? 0);
      lastStatement = Math.max(lastStatement, days[index]!);
    });
    first = Math.max(first, lastStatement + 1);
    const promoEnd = debt.isPromo && debt.promoAPR != null && debt.promoEndDate ? dayNumber(debt.promoEndDate) : -Infinity;
    const closedFrom = leftUnpaid(debt) > 0 ? dayNumber(closedDay(debt)) : Infinity;
    // The recorded balance at the end of `day` (recorded-balances.ts): `after` is the first entry dated after it.
    let after = 0;
    const balanceOn = (day: number) => {
      while (after < days.length && days[after]! <= day) after += 1;
      return day >= closedFrom ? 0 : Math.max(debt.balance + (ledger?.later[after] ?? 0), 0);
    };
    // From one change to the next (an entry's day, the closing day, the promotion's end), balance and rate hold.
    for (let day = first, balance = balanceOn(first); day < end; ) {
      let next = end;
      if (after < days.length && days[after]! < next) next = days[after]!;
      if (closedFrom > day && closedFrom < next) next = closedFrom;
      if (promoEnd > day && promoEnd < next) next = promoEnd;
      const rate = day < promoEnd ? (debt.promoAPR ?? 0) : debt.interestRate;
      total += ((balance * rate) / 100 / 365) * (next - day);
      day = next;
      balance = balanceOn(day);
    }
  }
  return Math.round(total * 100) / 100;
}
