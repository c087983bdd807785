// @vitest-environment happy-dom
/**
 * usePlanJob with a stand-in Worker (this environment has none): a large account's job goes to the
 * worker and the hook shows nothing until its answer arrives; a worker that fails to start hands
 * its jobs to the main thread; a small account, or a browser without workers, plans during render.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { standInWorker } from '@/lib/worker-jobs/test-support/stand-in-worker';
import { planPayoff, type PlanInput } from '@/payoff/index';
import { testDebt } from '@/payoff/test-debts';
import { PLAN_JOBS, runJob } from './plan-jobs';
import { planWorker } from './plan-worker-client';
import { OFF_THREAD_FROM_DEBTS, usePlanJob } from './use-plan-job';

function inputWith(count: number): PlanInput {
  const debts = Array.from({ length: count }, (_, i) => testDebt({ id: `d${i}`, name: `Debt ${i}`, balance: 1000 + i * 37.5, interestRate: 5 + (i % 20), minimumPayment: 40 }));
  return { startMonth: '2027-01', debts, strategy: { type: 'avalanche', monthlyBudget: count * 60 } };
}

afterEach(() => {
  vi.unstubAllGlobals();
  planWorker.dispose();
});

test('a large account is planned in the worker: nothing until its answer, then the direct call\'s plan', async () => {
  const stand = standInWorker(PLAN_JOBS);
  vi.stubGlobal('Worker', stand.Worker);
  const input = inputWith(OFF_THREAD_FROM_DEBTS + 5);
  const { result } = renderHook(() => usePlanJob('workspace', input, input.debts.length));
  expect(result.current).toBeNull();
  await waitFor(() => expect(result.current).not.toBeNull());
  expect(stand.posted.map((request) => request.job)).toEqual(['workspace']);
  expect(result.current).toEqual(runJob('workspace', input));
  expect(result.current?.plan.value).toEqual(planPayoff(input));
});

test('a worker that cannot load hands its jobs to the main thread', async () => {
  vi.stubGlobal('Worker', standInWorker(PLAN_JOBS, { fails: true }).Worker);
  const input = inputWith(OFF_THREAD_FROM_DEBTS);
  const { result } = renderHook(() => usePlanJob('workspace', input, input.debts.length));
  await waitFor(() => expect(result.current).not.toBeNull());
  expect(result.current).toEqual(runJob('workspace', input));
});

test('a small account, or a browser without workers, is planned during the render', () => {
  const stand = standInWorker(PLAN_JOBS);
  vi.stubGlobal('Worker', stand.Worker);
  const small = inputWith(3);
  expect(renderHook(() => usePlanJob('workspace', small, small.debts.length)).result.current).toEqual(runJob('workspace', small));
  expect(stand.started).toEqual([]);

  planWorker.dispose();
  vi.stubGlobal('Worker', undefined);
  const large = inputWith(OFF_THREAD_FROM_DEBTS + 5);
  expect(renderHook(() => usePlanJob('workspace', large, large.debts.length)).result.current).toEqual(runJob('workspace', large));
});
