/**
 * The Progress and Dashboard calculations on the large benchmark account: the L account of
 * `npm run bench:large` (scripts/bench-support/large-account.ts: 100 debts, 10,000 payments and
 * statements over years, 30 saved plans), read through the app's import and shown-debt code
 * (large-account-shown.ts) as the screens get it. Run with
 * `npx vitest bench --run client/src/features/progress` (or `npm run bench`).
 *
 * Each calculation is timed "after a sync": every call gets new arrays (the live queries emit new
 * ones on every change), so nothing derived from an earlier call may be reused. The last two
 * benchmarks are everything each screen computes when it renders. vitest's table has no median, so
 * each benchmark also prints its own, in CPU time too (a shared machine's wall clock runs slow).
 * A screen stays instant while each figure stays well under the 100 ms of a long task.
 */
import { parseISO } from 'date-fns';
import { bench, describe } from 'vitest';
import { compareStrategies } from '@/payoff/index';
import { clearedDebts } from '@/planning/cleared-debts';
import { currentPlan } from '@/planning/current-plan';
import { isOwed } from '@/planning/debt-status';
import { dueSoonAndOverdue } from '@/planning/due-soon';
import { estimateInterestSoFar } from '@/planning/interest-estimate';
import { recordedMilestones } from '@/planning/milestones';
import { paymentsDue } from '@/planning/payments-due';
import { planStanding } from '@/planning/plan-standing';
import { paidSoFar } from '@/planning/recorded-balances';
import { shownAccount } from '../../../../scripts/bench-support/large-account-shown';
import { progressSeries } from './progress-series';

const account = shownAccount('L');
/** The account's own day (its export date), so its latest payments are recent and none is in the future. */
const TODAY = account.today;
const THIS_MONTH = TODAY.slice(0, 7);
/** New arrays with the same documents: what a live query emits after a sync. */
const afterSync = () => ({ debts: [...account.debts], payments: [...account.payments], charges: [...account.charges] });
const OWED = account.debts.filter(isOwed).length;
const SIZE = `${account.debts.length} debts, ${account.payments.length} payments, ${account.charges.length} statements, ${account.tables.length} saved tables`;

const options = { time: 2000, warmupTime: 300 };

/**
 * Records each call's duration and prints the medians when the benchmark ends: wall-clock time,
 * and the process's CPU time, which a machine busy with other work inflates far less.
 */
function timed(label: string, run: () => unknown) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const fn = () => {
    const start = performance.now();
    const used = process.cpuUsage();
    run();
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
    wall.push(performance.now() - start);
  };
  const median = (samples: number[]) => samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
  const teardown = (_task: unknown, mode: 'warmup' | 'run') => {
    if (mode === 'run' && wall.length > 0) {
      console.log(`median ${label}: ${median(cpu).toFixed(2)} ms CPU, ${median(wall).toFixed(2)} ms wall (fastest ${Math.min(...wall).toFixed(2)} ms) over ${wall.length} runs`);
    }
    wall.length = 0;
    cpu.length = 0;
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

/**
 * Everything the Dashboard computes when it renders (features/dashboard/dashboard-page.tsx): its
 * due dates once, for the "Due in 30 days" tile and the due-soon card.
 */
function dashboardScreen() {
  const { debts, payments, charges } = afterSync();
  const current = currentPlan({ debts, strategy: account.strategy, tables: account.tables, thisMonth: THIS_MONTH });
  paidSoFar(debts, [...payments, ...charges]);
  if (current.measuredAgainst) planStanding(current.measuredAgainst.table, debts, payments, TODAY);
  return dueSoonAndOverdue({ debts, payments, today: TODAY, dueSoonDays: 3, aheadDays: 30, overdueDays: 30 });
}

describe(`Progress at L (${SIZE})`, () => {
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
  bench(...timed(`currentPlan + compareStrategies (the payoff engine, ${OWED} owed debts)`, () => {
    const current = currentPlan({ debts: afterSync().debts, strategy: account.strategy, tables: account.tables, thisMonth: THIS_MONTH });
    return current.plan ? compareStrategies(current.input) : null;
  }));
  bench(...timed('Progress screen: every calculation of one render', progressScreen));
});

describe('Dashboard at L', () => {
  bench(...timed('paymentsDue (the list of payments due from today, 30 days)', () => paymentsDue(afterSync().debts, parseISO(TODAY), 30)));
  bench(...timed('dueSoonAndOverdue (the due-soon card and the "Due in 30 days" tile)', () => {
    const { debts, payments } = afterSync();
    return dueSoonAndOverdue({ debts, payments, today: TODAY, dueSoonDays: 3, aheadDays: 30, overdueDays: 30 });
  }));
  bench(...timed('Dashboard screen: every calculation of one render', dashboardScreen));
});
