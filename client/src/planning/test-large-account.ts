/**
 * A large account for benchmarks and checks at scale: 100 debts (15 paid off, 5 settled, a few
 * weekly, biweekly or on a promotion), 10,000 payments spread from each debt's first day (2018 to
 * 2022) to TODAY, 400 statements (interest and fees charged) and 30 saved plans. Deterministic.
 */
import type { AmortizationTable, Debt, Payment, Strategy } from '@schemas/index';
import { testDebtDocument } from './test-debt-document';

/** The day the account is seen on. */
export const TODAY = '2026-11-26';
const DAY_MS = 86_400_000;

/** A small deterministic generator (mulberry32), so every run measures the same account. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** 100 debts (15 paid off, 5 settled, a few weekly or on a promotion), each with 100 payments from its first day to today. */
export function largeAccount(seed = 1) {
  const random = randomFrom(seed);
  const end = Date.parse(`${TODAY}T00:00:00Z`);
  const debts: Debt[] = [];
  const payments: Payment[] = [];
  const charges: Payment[] = [];
  for (let i = 0; i < 100; i += 1) {
    const id = `d${String(i).padStart(3, '0')}`;
    const created = Date.parse('2018-11-01T09:00:00Z') + Math.floor(random() * 4 * 365) * DAY_MS;
    const paidOff = i < 15;
    const settled = i >= 15 && i < 20;
    debts.push(
      testDebtDocument({
        id,
        name: `Debt ${i + 1}`,
        balance: paidOff ? 0 : cents(300 + random() * 7700),
        interestRate: cents(5 + random() * 25),
        minimumPayment: Math.round(25 + random() * 200),
        paymentFrequency: i % 10 === 3 ? 'weekly' : i % 10 === 7 ? 'biweekly' : 'monthly',
        dueDay: 1 + (i % 28),
        isPromo: i % 9 === 0,
        ...(i % 9 === 0 ? { promoAPR: 0, promoEndDate: iso(created + 540 * DAY_MS) } : {}),
        isPaid: paidOff || settled,
        ...(settled ? { closedAs: 'settled' as const, closedOn: '2025-06-01' } : {}),
        createdAt: new Date(created).toISOString(),
        updatedAt: '2026-11-01T09:00:00.000Z',
      }),
    );
    const span = end - created;
    for (let k = 0; k < 100; k += 1) {
      const date = iso(created + Math.floor(random() * (span / DAY_MS)) * DAY_MS);
      payments.push({ id: `${id}-p${k}`, uid: 'u', debtId: id, amount: cents(20 + random() * 300), date, kind: 'payment', isPrincipalOnly: false, createdAt: `${date}T12:00:00.000Z`, updatedAt: `${date}T12:00:00.000Z` } as Payment);
    }
    if (i % 5 < 2) {
      for (let k = 0; k < 10; k += 1) {
        const date = iso(created + Math.floor(random() * (span / DAY_MS)) * DAY_MS);
        const interest = cents(5 + random() * 60);
        charges.push({ id: `${id}-c${k}`, uid: 'u', debtId: id, amount: cents(interest + 15), interest, fees: 15, date, kind: 'charge', isPrincipalOnly: false, createdAt: `${date}T12:00:00.000Z`, updatedAt: `${date}T12:00:00.000Z` } as Payment);
      }
    }
  }
  // Stored by date, as the live queries sort them.
  payments.sort((a, b) => a.date.localeCompare(b.date));
  charges.sort((a, b) => a.date.localeCompare(b.date));
  const ids = debts.map((debt) => debt.id).join(',');
  const tables: AmortizationTable[] = Array.from({ length: 30 }, (_, k) => {
    const saved = `2025-${String(1 + (k % 12)).padStart(2, '0')}-15T12:00:00.000Z`;
    return {
      id: `t${k}`,
      uid: 'u',
      strategyType: k === 29 ? 'avalanche' : 'snowball',
      name: `Plan ${k + 1}`,
      debtIds: ids,
      data: Array.from({ length: 60 }, (_, m) => ({ month: m + 1, totalInterest: 4000 - m * 60, totalPayment: 12_000 })),
      totalMonths: 60,
      payoffDate: '2029-12',
      createdAt: saved,
      updatedAt: saved,
    } as AmortizationTable;
  });
  const strategy = { id: 's', uid: 'u', name: 'My plan', type: 'avalanche', monthlyBudget: 12_000 } as Strategy;
  return { debts, payments, charges, tables, strategy };
}

