// @vitest-environment happy-dom
/**
 * usePlanJob with a stand-in Worker (this environment has none): a large account's job goes to the
 * worker and the hook shows nothing until its answer arrives; a worker that fails to start hands
 * its jobs to the main thread; a small account, or a browser without workers, plans during render.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { planPayoff, type PlanInput } from '@/payoff/index';
import { testDebt } from '@/payoff/test-debts';
import { runJob } from './plan-jobs';
import { resetPlanWorker } from './plan-worker-client';
import { answer, type JobRequest } from './plan-worker-protocol';
import { OFF_THREAD_FROM_DEBTS, usePlanJob } from './use-plan-job';

const posted: JobRequest[] = [];

/** Answers each message later, as a worker does, or fails to load (`fails`). */
function standInWorker(fails: boolean) {
  return class StandInWorker extends EventTarget {
    constructor() {
      super();
      if (fails) setTimeout(() => this.dispatchEvent(new Event('error')), 0);
    }
    postMessage(request: JobRequest) {
      posted.push(request);
      if (!fails) setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: structuredClone(answer(structuredClone(request))) })), 0);
    }
    terminate() {}
  };
}

function inputWith(count: number): PlanInput {
  const debts = Array.from({ length: count }, (_, i) => testDebt({ id: `d${i}`, name: `Debt ${i}`, balance: 1000 + i * 37.5, interestRate: 5 + (i % 20), minimumPayment: 40 }));
  return { startMonth: '2027-01', debts, strategy: { type: 'avalanche', monthlyBudget: count * 60 } };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetPlanWorker();
  posted.length = 0;
});

test('a large account is planned in the worker: nothing until its answer, then the direct call\'s plan', async () => {
  vi.stubGlobal('Worker', standInWorker(false));
  const input = inputWith(OFF_THREAD_FROM_DEBTS + 5);
  const { result } = renderHook(() => usePlanJob('workspace', input, input.debts.length));
  expect(result.current).toBeNull();
  await waitFor(() => expect(result.current).not.toBeNull());
  expect(posted.map((request) => request.job)).toEqual(['workspace']);
  expect(result.current).toEqual(runJob('workspace', input));
  expect(result.current?.plan.value).toEqual(planPayoff(input));
});

test('a worker that cannot load hands its jobs to the main thread', async () => {
  vi.stubGlobal('Worker', standInWorker(true));
  const input = inputWith(OFF_THREAD_FROM_DEBTS);
  const { result } = renderHook(() => usePlanJob('workspace', input, input.debts.length));
  await waitFor(() => expect(result.current).not.toBeNull());
  expect(result.current).toEqual(runJob('workspace', input));
});

test('a small account, or a browser without workers, is planned during the render', () => {
  vi.stubGlobal('Worker', standInWorker(false));
  const small = inputWith(3);
  expect(renderHook(() => usePlanJob('workspace', small, small.debts.length)).result.current).toEqual(runJob('workspace', small));
  expect(posted).toEqual([]);

  resetPlanWorker();
  vi.stubGlobal('Worker', undefined);
  const large = inputWith(OFF_THREAD_FROM_DEBTS + 5);
  expect(renderHook(() => usePlanJob('workspace', large, large.debts.length)).result.current).toEqual(runJob('workspace', large));
});
