/**
 * Speed of the engine on the target case: 25 debts over about 30 years (all seven strategies
 * must stay interactive while a budget slider moves). Run with `npm run bench` or
 * `npx vitest bench --run client/src/payoff`. "Budget slider" is the interactive case (same
 * debts, a new budget every call); "cold" changes the debts on every call.
 *
 * vitest's table shows mean and percentiles but not the median, so each benchmark also times its
 * own iterations and prints the median (and the fastest run) when it finishes. The engine's
 * figures are also printed as a ratio to a lean monthly loop (below) run in the same process on
 * the same portfolio: a yardstick that does not depend on how fast or busy the machine is.
 *
 * These machines are shared: memory-bound work slows down by up to ~2× while neighbours are busy,
 * even though pure arithmetic does not. The "noise control" benchmark (a fixed sweep over a
 * 512 KB array, about the engine's working set) shows how much of the spread is the machine: when
 * its median is well above its fastest run, the engine's median is inflated by the same factor.
 */
import { bench, describe } from 'vitest';
import { compareStrategies } from './compare-strategies';
import { planPayoff } from './plan-payoff';
import type { PlanInput } from './plan-input';
import { thirtyYearPortfolio } from './test-debts';

const input: PlanInput = { startMonth: '2027-01', ...thirtyYearPortfolio() };
const options = { time: 3000, warmupTime: 1000, warmupIterations: 200 };

/** Medians by label, so later benchmarks can be printed as a ratio to the lean loop's. */
const medians = new Map<string, number>();
const LEAN = 'lean avalanche loop (reference, no rows)';

/**
 * Wraps `run` to record each call's duration; tinybench's teardown then prints the median (and,
 * with `vsLean`, its ratio to the lean loop's).
 */
function withMedian(label: string, run: () => void, vsLean = true) {
  const samples: number[] = [];
  const fn = () => {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  };
  const teardown = (_task: unknown, mode: 'warmup' | 'run') => {
    if (mode === 'run' && samples.length > 0) {
      samples.sort((a, b) => a - b);
      const median = samples[Math.floor(samples.length / 2)] ?? 0;
      const fastest = samples[0] ?? 0;
      medians.set(label, median);
      const lean = medians.get(LEAN);
      const ratio = vsLean && lean !== undefined ? `, ${(median / lean).toFixed(1)}× the lean loop` : '';
      console.log(
        `median ${label}: ${median.toFixed(4)} ms${ratio} (fastest ${fastest.toFixed(4)} ms, median/fastest ${(median / fastest).toFixed(2)}) over ${samples.length} runs`,
      );
    }
    samples.length = 0;
  };
  return { fn, options: { ...options, teardown } };
}

/**
 * The yardstick, not used by the app: the plainest avalanche over the same debts. Balances in
 * cents in a typed array, debts visited highest rate first, each month every debt owing is charged
 * its interest and pays its fixed minimum, then the rest of the budget goes down the order. No
 * schedules, no promotions, no rows, no checks: the least any monthly payoff loop must do.
 */
function leanAvalancheLoop(plan: PlanInput): () => number {
  const debts = [...plan.debts].sort((a, b) => b.interestRate - a.interestRate);
  const opening = Float64Array.from(debts, (debt) => Math.round(debt.balance * 100));
  const monthlyRate = Float64Array.from(debts, (debt) => debt.interestRate / 1200);
  const minimum = Float64Array.from(debts, (debt) => Math.round(debt.minimumPayment * 100));
  const budget = Math.round(plan.strategy.monthlyBudget * 100);
  const balance = new Float64Array(debts.length);
  return () => {
    balance.set(opening);
    let owing = debts.length;
    let month = 0;
    for (; owing > 0 && month < 1200; month++) {
      let money = budget;
      for (let i = 0; i < balance.length; i++) {
        const owed = balance[i]!;
        if (owed <= 0) continue;
        const due = owed + Math.round(owed * monthlyRate[i]!);
        const pay = Math.min(minimum[i]!, due);
        balance[i] = due - pay;
        money -= pay;
      }
      for (let i = 0; i < balance.length && money > 0; i++) {
        const pay = Math.min(money, balance[i]!);
        balance[i] = balance[i]! - pay;
        money -= pay;
      }
      owing = 0;
      for (let i = 0; i < balance.length; i++) if (balance[i]! > 0) owing++;
    }
    return month;
  };
}

describe('payoff engine, 25 debts over ~30 years', () => {
  const lean = withMedian(LEAN, leanAvalancheLoop(input), false);
  bench('lean monthly loop: the yardstick for the ratios (not engine code)', lean.fn, lean.options);

  const plan = withMedian('planPayoff (avalanche, with rows)', () => planPayoff(input));
  bench('planPayoff (one strategy, avalanche, with schedule rows)', plan.fn, plan.options);

  // A budget slider: the debts stay, the budget changes on every call (prepared debts are reused).
  const budgets = Array.from({ length: 40 }, (_, k) => input.strategy.monthlyBudget + k);
  let step = 0;
  const slider = withMedian('compareStrategies ×7, budget slider', () =>
    compareStrategies({ ...input, strategy: { ...input.strategy, monthlyBudget: budgets[step++ % budgets.length] ?? 0 } }),
  );
  bench('compareStrategies ×7 (budget slider: new budget each call)', slider.fn, slider.options);

  // Cold: the debts change on every call (two portfolios alternate), so nothing is reused.
  const other: PlanInput = { ...input, debts: input.debts.map((debt) => ({ ...debt, balance: debt.balance + 1 })) };
  let flip = false;
  const cold = withMedian('compareStrategies ×7, cold', () => {
    flip = !flip;
    compareStrategies(flip ? other : input);
  });
  bench('compareStrategies ×7 (cold: new debts each call)', cold.fn, cold.options);

  // The noise control: fixed work over a 512 KB array (no engine code), see the header.
  const sweep = new Float64Array(64 * 1024);
  let sink = 0;
  const control = withMedian(
    'noise control (512 KB array sweep)',
    () => {
      for (let k = 0; k < sweep.length; k++) sink = sweep[k] = sweep[k]! * 0.5 + sink * 1e-9 + 1;
    },
    false,
  );
  bench('noise control: a fixed 512 KB memory sweep, no engine code', control.fn, control.options);

  const minimums = { ...input, strategy: { ...input.strategy, type: 'minimum_payments' as const } };
  const longest = withMedian('planPayoff (minimum_payments, 360 rows)', () => planPayoff(minimums));
  bench('planPayoff (minimum_payments, 360 months of rows)', longest.fn, longest.options);

  // Reading every row of the plan: what a full schedule view costs on top of the plan.
  const rows = withMedian('planPayoff (avalanche) and reading all its rows', () => planPayoff(input).months.length);
  bench('planPayoff (avalanche) with every schedule row built and read', rows.fn, rows.options);
});
