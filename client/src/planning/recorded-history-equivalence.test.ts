/**
 * The Progress calculations read each debt's entries once (entries-by-debt.ts) and sum the interest
 * by stretches between balance changes. These properties compare them, on random debts and
 * entries, with the plainest way to state each rule (below: every debt filters every entry, the
 * balance of a day re-adds the entries after it, the interest walks every day): the same results,
 * to the cent.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isCharge, type Debt, type Payment } from '@schemas/index';
import { addMonths, monthOf, monthsBetween } from '@/lib/calendar-month';
import { clearedDebts } from './cleared-debts';
import { closedDay, creditOf, isOwed, owedNow } from './debt-status';
import { closureVerb } from './debt-closure';
import { estimateInterestSoFar } from './interest-estimate';
import { formatMoney } from '@/lib/money';
import { toCents } from '@/payoff/money';
import { PAID_DOWN_MARKS, isPaidOff, recordedMilestones, type Milestone } from './milestones';
import { firstRecordedMonth, paidSoFar, recordedBalanceOn, recordedBalancesByMonth } from './recorded-balances';
import { testDebtDocument } from './test-debt-document';

// --- The references: each rule stated the plain way, one debt and one day at a time. ---

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const ownEntries = (entries: readonly Payment[], debt: Debt) => entries.filter((entry) => entry.debtId === debt.id);

function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
}

function referenceBalancesByMonth(debts: readonly Debt[], entries: readonly Payment[], from: string, thisMonth: string) {
  return Array.from({ length: Math.max(monthsBetween(from, thisMonth), 0) + 1 }, (_, i) => {
    const month = addMonths(from, i);
    const total =
      month >= thisMonth
        ? debts.reduce((sum, debt) => sum + owedNow(debt), 0)
        : debts.reduce((sum, debt) => sum + recordedBalanceOn(debt, ownEntries(entries, debt), lastDayOf(month)), 0);
    return { month, balance: Math.round(total * 100) / 100 };
  });
}

function referenceInterest(debts: readonly Debt[], entries: readonly Payment[], today: string): number {
  const end = dayNumber(today);
  let total = 0;
  for (const debt of debts) {
    const own = ownEntries(entries, debt);
    const charges = own.filter(isCharge);
    for (const charge of charges) total += charge.interest ?? charge.amount - (charge.fees ?? 0);
    const lastStatement = Math.max(-Infinity, ...charges.map((charge) => dayNumber(charge.date)));
    const first = Math.max(Math.min(dayNumber(debt.createdAt), ...own.map((entry) => dayNumber(entry.date))), lastStatement + 1);
    const promoEnd = debt.isPromo && debt.promoAPR != null && debt.promoEndDate ? dayNumber(debt.promoEndDate) : -Infinity;
    for (let day = first; day < end; day += 1) {
      const rate = day < promoEnd ? (debt.promoAPR ?? 0) : debt.interestRate;
      total += (recordedBalanceOn(debt, own, dayText(day)) * rate) / 100 / 365;
    }
  }
  return Math.round(total * 100) / 100;
}

function referenceCleared(debts: readonly Debt[], entries: readonly Payment[]) {
  return debts
    .filter((debt) => !isOwed(debt))
    .map((debt) => {
      const how = closureVerb(debt);
      if (debt.closedOn) return { id: debt.id, name: debt.name, date: debt.closedOn, how };
      const last = ownEntries(entries, debt).reduce((latest, p) => (p.date > latest ? p.date : latest), '');
      const changed = closedDay(debt);
      return { id: debt.id, name: debt.name, date: last && last <= changed ? last : changed, how };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Milestones with every debt filtering every entry and the entries sorted by locale. */
function referenceMilestones(debts: readonly Debt[], entries: readonly Payment[]): Milestone[] {
  const signed = (entry: Payment) => (isCharge(entry) ? toCents(entry.amount) : -toCents(entry.amount));
  const byDateThenId = (a: Payment, b: Payment) => a.date.localeCompare(b.date) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  // Paid off: the closing day, else the day the debt's entries last brought what was left to zero.
  const paidOff = debts
    .filter(isPaidOff)
    .map((debt) => {
      const own = ownEntries(entries, debt);
      let left = toCents(debt.balance) - own.reduce((sum, entry) => sum + signed(entry), 0);
      let zeroDay: string | null = null;
      for (const entry of [...own].sort(byDateThenId)) {
        const before = left;
        left += signed(entry);
        if (before > 0 && left <= 0) zeroDay = entry.date;
        else if (left > 0) zeroDay = null;
      }
      const date = (debt.closedAs === 'paid_in_full' ? debt.closedOn : undefined) ?? zeroDay ?? closedDay(debt);
      return { name: debt.name, date, key: `${debt.id}@${date}` };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  const milestones: Milestone[] = paidOff.map((debt) => ({ id: `paid-off-${debt.key}`, date: debt.date, text: `${debt.name} paid off` }));
  const room = new Map(debts.map((debt) => [debt.id, Math.max(ownEntries(entries, debt).reduce((sum, entry) => sum - signed(entry), 0) - toCents(creditOf(debt)), 0)]));
  const sofar = paidSoFar(debts, entries);
  const half = (toCents(sofar.startingTotal) + toCents(sofar.closedUnpaidTotal)) / 2;
  let total = 0;
  let halfway = false;
  for (const payment of [...entries].sort(byDateThenId)) {
    if (isCharge(payment)) continue;
    const left = room.get(payment.debtId) ?? 0;
    const counted = Math.min(toCents(payment.amount), left);
    if (counted <= 0) continue;
    room.set(payment.debtId, left - counted);
    const before = total;
    total += counted;
    for (const dollars of PAID_DOWN_MARKS) {
      if (before < dollars * 100 && total >= dollars * 100) milestones.push({ id: `paid-down-${dollars}`, date: payment.date, text: `${dollars === 1_000 ? 'First ' : ''}${formatMoney(dollars)} paid down` });
    }
    if (!halfway && half > 0 && total >= half) {
      halfway = true;
      milestones.push({ id: 'halfway', date: payment.date, text: 'Halfway: half of your debt paid down' });
    }
  }
  return milestones.sort((a, b) => a.date.localeCompare(b.date));
}

// --- Random debts and entries. ---

const DEBT_IDS = ['a', 'b', 'c', 'd', 'e'];
const dayArbitrary = (from: string, to: string) => fc.integer({ min: dayNumber(from), max: dayNumber(to) }).map(dayText);
const centsArbitrary = (min: number, max: number) => fc.integer({ min, max }).map((cents) => cents / 100);

const debtArbitrary = (id: string) =>
  fc
    .record({
      balance: fc.oneof(centsArbitrary(-50_000, 2_000_000), fc.constant(0)),
      interestRate: centsArbitrary(0, 3600),
      isPaid: fc.boolean(),
      closedAs: fc.constantFrom(undefined, 'paid_in_full', 'settled', 'forgiven', 'refinanced'),
      closedOn: fc.option(dayArbitrary('2024-01-01', '2026-12-31'), { nil: undefined }),
      promo: fc.option(fc.record({ promoAPR: centsArbitrary(0, 1500), promoEndDate: dayArbitrary('2023-06-01', '2027-06-30') }), { nil: undefined }),
      created: dayArbitrary('2023-06-01', '2026-10-31'),
      updated: dayArbitrary('2024-01-01', '2026-12-31'),
    })
    .map(({ closedAs, closedOn, promo, created, updated, ...fields }) =>
      testDebtDocument({
        id,
        name: `Debt ${id}`,
        ...fields,
        ...(closedAs ? { closedAs } : {}),
        ...(closedOn ? { closedOn } : {}),
        ...(promo ? { isPromo: true, ...promo } : {}),
        createdAt: `${created}T10:00:00.000Z`,
        updatedAt: `${updated}T10:00:00.000Z`,
      }),
    );

const debtsArbitrary = fc.subarray(DEBT_IDS, { minLength: 1 }).chain((ids) => fc.tuple(...ids.map(debtArbitrary)));

const entriesArbitrary = fc
  .array(
    fc.record({
      debtId: fc.constantFrom(...DEBT_IDS, 'gone'),
      amount: centsArbitrary(1, 300_000),
      date: dayArbitrary('2023-01-01', '2027-01-31'),
      charge: fc.option(centsArbitrary(0, 2000), { nil: undefined }),
    }),
    { maxLength: 60 },
  )
  .map((entries) =>
    entries.map(({ charge, ...entry }, index) =>
      charge === undefined
        ? ({ ...entry, id: `p${index}`, kind: 'payment' } as Payment)
        : ({ ...entry, id: `p${index}`, kind: 'charge', interest: Math.max(Math.round((entry.amount - charge) * 100) / 100, 0), fees: Math.min(charge, entry.amount) } as Payment),
    ),
  );

const todayArbitrary = dayArbitrary('2025-01-01', '2027-03-31');

describe('the Progress calculations match the plain statement of their rules', () => {
  test('recorded balance by month, from the first recorded month to this month', () => {
    fc.assert(
      fc.property(debtsArbitrary, entriesArbitrary, todayArbitrary, (debts, entries, today) => {
        const from = firstRecordedMonth(debts, entries)!;
        const thisMonth = monthOf(today);
        expect(recordedBalancesByMonth(debts, entries, from, thisMonth)).toEqual(referenceBalancesByMonth(debts, entries, from, thisMonth));
      }),
      { numRuns: 300 },
    );
  });

  test('interest so far, to the cent', () => {
    fc.assert(
      fc.property(debtsArbitrary, entriesArbitrary, todayArbitrary, (debts, entries, today) => {
        expect(estimateInterestSoFar(debts, entries, today)).toBe(referenceInterest(debts, entries, today));
      }),
      { numRuns: 300 },
    );
  });

  test('milestones (paid off, paid down, halfway) and cleared debts', () => {
    fc.assert(
      fc.property(debtsArbitrary, entriesArbitrary, (debts, entries) => {
        const payments = entries.filter((entry) => !isCharge(entry));
        expect(clearedDebts(debts, payments)).toEqual(referenceCleared(debts, payments));
        expect(recordedMilestones(debts, entries)).toEqual(referenceMilestones(debts, entries));
      }),
      { numRuns: 300 },
    );
  });
});
