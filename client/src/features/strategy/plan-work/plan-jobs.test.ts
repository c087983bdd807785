/**
 * The plan worker's contract: what the page gets back from a worker (each job's answer, copied
 * both ways by structured clone as postMessage copies it) is exactly what the engine returns when
 * called directly, to the cent, for the 100-debt benchmark account.
 */
import { expect, test } from 'vitest';
import type { Strategy } from '@schemas/index';
import { compareStrategies, planPayoff, type PlanInput } from '@/payoff/index';
import { byPriority } from '@/planning/debt-status';
import { plannableDebts, suggestedStrategy } from '@/planning/current-plan';
import { shownAccount } from '../../../../../scripts/bench-support/large-account-shown';
import { compareScenarios } from '../scenario-comparison';
import { whatIfScenario } from '../what-if-scenarios';
import { answerJob } from '@/lib/worker-jobs/job-protocol';
import { PLAN_JOBS, type JobArgs, type PlanJob } from './plan-jobs';

const account = shownAccount('L');
const debts = byPriority(plannableDebts(account.debts));
const startMonth = account.today.slice(0, 7);
const strategy = account.strategy ?? suggestedStrategy(debts, startMonth);
const input: PlanInput = { startMonth, debts, strategy };

/** A job as the worker runs it: the request and the answer each copied across, as postMessage does. */
function throughWorker<J extends PlanJob>(job: J, args: JobArgs<J>): unknown {
  const received = answerJob(PLAN_JOBS, structuredClone({ id: 1, job, args }));
  const back = structuredClone(received);
  if (!back.ok) throw new Error(back.message);
  return back.value;
}

test('the workspace job returns the plan and the comparison of a direct call, for 100 debts', { timeout: 30_000 }, () => {
  expect(debts.length).toBeGreaterThanOrEqual(90);
  const direct = planPayoff(input);
  expect(direct.months.length).toBeGreaterThan(12);
  expect(throughWorker('workspace', input)).toEqual({ plan: { value: direct, error: null }, comparison: { value: compareStrategies(input), error: null } });
});

test('the what-if job returns the headline of each raised plan of a direct call', () => {
  const plan = planPayoff(input);
  const rows = throughWorker('whatIf', { input, plan, extras: [0, 50, 200], customAmount: 75 }) as { list: unknown[]; custom: unknown };
  const headline = (extra: number) => {
    const { plan: raised, ...rest } = whatIfScenario(input, plan, extra);
    const { months: _months, ...kept } = raised;
    return { ...rest, plan: kept };
  };
  expect(rows).toEqual({ list: [0, 50, 200].map(headline), custom: headline(75) });
});

test('the scenarios job compares saved scenarios as a direct call does', () => {
  const stored = account.strategy;
  if (!stored) throw new Error('The L account has a strategy');
  const scenarios: Strategy[] = [
    { ...stored, id: 'a', name: 'As it is' },
    { ...stored, id: 'b', name: 'Snowball', type: 'snowball' },
  ];
  expect(throughWorker('scenarios', [scenarios, debts, startMonth, 'a', {}])).toEqual(compareScenarios(scenarios, debts, startMonth, 'a', {}));
});

test('input the engine refuses comes back as its message, not as a failed job', () => {
  const broken = { ...input, debts: [{ ...debts[0]!, interestRate: -5 }] };
  const result = throughWorker('workspace', broken) as { plan: { value: unknown; error: string } };
  expect(result.plan.value).toBeNull();
  expect(result.plan.error).toMatch(/./);
});
