/**
 * A plan job's result for the page (plan-jobs.ts). A large account's jobs run in the plan worker:
 * until the answer for exactly these arguments arrives the hook returns null, and the page shows
 * that it is working the plan out rather than numbers of an earlier input. A small account's jobs
 * run during the render, as before: the engine needs well under a millisecond for them, less than
 * the round trip to a worker, and the page never flickers through a loading state.
 */
import { useEffect, useMemo, useState } from 'react';
import { runJob, type JobArgs, type JobResult, type PlanJob } from './plan-jobs';
import { planWorker } from './plan-worker-client';

/**
 * From this many debts on, the engine's work goes to the worker. Measured at 100 debts: a first
 * plan and comparison took 250 ms of the main thread (the engine not yet optimised by the browser),
 * the what-if plans 50 ms more; at 10 debts a few milliseconds.
 */
export const OFF_THREAD_FROM_DEBTS = 20;

export function usePlanJob<J extends PlanJob>(job: J, args: JobArgs<J> | null, debtCount: number): JobResult<J> | null {
  const offThread = args !== null && debtCount >= OFF_THREAD_FROM_DEBTS && planWorker.inWorker();
  const here = useMemo(() => (args !== null && !offThread ? runJob(job, args) : null), [job, args, offThread]);
  const [answered, setAnswered] = useState<{ args: JobArgs<J>; result: JobResult<J> } | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (!offThread || args === null) return undefined;
    let current = true;
    planWorker.run(job, args).then(
      (result) => {
        if (current) setAnswered({ args, result });
      },
      (error: Error) => {
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [job, args, offThread]);
  // An error other than input the engine refuses is a bug: the screen's error boundary shows it.
  if (failure) throw failure;
  if (!offThread) return here;
  return answered !== null && answered.args === args ? answered.result : null;
}
