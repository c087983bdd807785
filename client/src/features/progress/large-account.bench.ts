/**
 * The Progress and Dashboard calculations on a large account: 100 debts, 10,000 payments spread
 * over eight years, 400 statements (interest and fees charged) and 30 saved plans. Run with
 * `npx vitest bench --run client/src/features/progress` (or `npm run bench`).
 *
 * Each calculation is timed "after a sync": every call gets new arrays (the live queries emit new
 * ones on every change), so nothing derived from an earlier call may be reused. The last two
 * benchmarks are everything each screen computes when it renders. vitest's table has no median, so
 * each benchmark also prints its own. A screen stays instant while each figure stays well under
 * the 100 ms of a long task on a slower device.
 */
import { bench, describe } from 'vitest';
import type { AmortizationTable, Debt, Payment, Strategy } from '@schemas/index';
import { compareStrategies } from '@/payoff/index';
import { clearedDebts } from '@/planning/cleared-debts';
import { currentPlan } from '@/planning/current-plan';
import { dueSoonAndOverdue } from '@/planning/due-soon';
import { estimateInterestSoFar } from '@/planning/interest-estimate';
import { recordedMilestones } from '@/planning/milestones';
import { paymentsDue } from '@/planning/payments-due';
import { planStanding } from '@/planning/plan-standing';
import { paidSoFar } from '@/planning/recorded-balances';
import { testDebtDocument } from '@/planning/test-debt-document';
import { progressSeries } from './progress-series';

const TODAY = '2026-11-26';
const THIS_MONTH = TODAY.slice(0, 7);
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
function largeAccount(seed = 1) {
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

const account = largeAccount();
/** New arrays with the same documents: what a live query emits after a sync. */
const afterSync = () => ({ debts: [...account.debts], payments: [...account.payments], charges: [...account.charges] });

const options = { time: 2000, warmupTime: 300 };

/** Records each call's duration and prints the median when the benchmark ends. */
function timed(label: string, run: () => unknown) {
  const samples: number[] = [];
  const fn = () => {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  };
  const teardown = (_task: unknown, mode: 'warmup' | 'run') => {
    if (mode === 'run' && samples.length > 0) {
      samples.sort((a, b) => a - b);
      console.log(`median ${label}: ${(samples[Math.floor(samples.length / 2)] ?? 0).toFixed(3)} ms (slowest ${(samples.at(-1) ?? 0).toFixed(3)} ms) over ${samples.length} runs`);
    }
    samples.length = 0;
  };
  return [label, fn, { ...options, teardown }] as const;
}

/** Everything the Progress screen computes when it renders (features/progress/progress-page.tsx and its cards). */
function progressScreen() {
  const { debts, payments, charges } = afterSync();
  const current = currentPlan({ debts, strategy: account.strategy, tables: account.tables, thisMonth: THIS_MONTH });
  const comparison = current.plan ? compareStrategies(current.input) : null;
  const saved = current.measuredAgainst?.table ?? null;
  const entries = [...payments, ...charges];
  progressSeries(debts, entries, saved, THIS_MONTH);
  paidSoFar(debts, entries);
  estimateInterestSoFar(debts, entries, TODAY);
  if (saved) planStanding(saved, debts, payments, TODAY);
  clearedDebts(debts, payments);
  recordedMilestones(debts, entries);
  return comparison;
}

/** Everything the Dashboard computes when it renders (features/dashboard/dashboard-page.tsx and its due-soon card). */
function dashboardScreen() {
  const { debts, payments, charges } = afterSync();
  const current = currentPlan({ debts, strategy: account.strategy, tables: account.tables, thisMonth: THIS_MONTH });
  paidSoFar(debts, [...payments, ...charges]);
  paymentsDue(debts, new Date(2026, 10, 26), 30);
  if (current.measuredAgainst) planStanding(current.measuredAgainst.table, debts, payments, TODAY);
  return dueSoonAndOverdue({ debts, payments, today: TODAY, dueSoonDays: 3, aheadDays: 30, overdueDays: 30 });
}

describe('Progress at L (100 debts, 10,000 payments, 400 statements, 30 saved plans)', () => {
  const saved = currentPlan({ debts: account.debts, strategy: account.strategy, tables: account.tables, thisMonth: THIS_MONTH }).measuredAgainst?.table ?? null;
  const entries = () => {
    const { debts, payments, charges } = afterSync();
    return { debts, payments, entries: [...payments, ...charges] };
  };
  bench(...timed('progressSeries (recorded balance by month)', () => {
    const { debts, entries: all } = entries();
    return progressSeries(debts, all, saved, THIS_MONTH);
  }));
  bench(...timed('estimateInterestSoFar', () => {
    const { debts, entries: all } = entries();
    return estimateInterestSoFar(debts, all, TODAY);
  }));
  bench(...timed('paidSoFar', () => {
    const { debts, entries: all } = entries();
    return paidSoFar(debts, all);
  }));
  bench(...timed('recordedMilestones', () => {
    const { debts, entries: all } = entries();
    return recordedMilestones(debts, all);
  }));
  bench(...timed('clearedDebts', () => {
    const { debts, payments } = entries();
    return clearedDebts(debts, payments);
  }));
  bench(...timed('planStanding', () => {
    const { debts, payments } = entries();
    return saved ? planStanding(saved, debts, payments, TODAY) : null;
  }));
  bench(...timed('currentPlan + compareStrategies (the payoff engine, 80 owed debts)', () => {
    const current = currentPlan({ debts: afterSync().debts, strategy: account.strategy, tables: account.tables, thisMonth: THIS_MONTH });
    return current.plan ? compareStrategies(current.input) : null;
  }));
  bench(...timed('Progress screen: every calculation of one render', progressScreen));
});

describe('Dashboard at L', () => {
  bench(...timed('paymentsDue (the "Due in 30 days" tile)', () => paymentsDue(afterSync().debts, new Date(2026, 10, 26), 30)));
  bench(...timed('dueSoonAndOverdue (the due-soon card)', () => {
    const { debts, payments } = afterSync();
    return dueSoonAndOverdue({ debts, payments, today: TODAY, dueSoonDays: 3, aheadDays: 30, overdueDays: 30 });
  }));
  bench(...timed('Dashboard screen: every calculation of one render', dashboardScreen));
});
