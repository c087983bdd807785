/**
 * The plan worker (plan-worker.ts), shared by the whole page: started on the first large
 * account's job and kept, so every later job of the visit skips the start. Where a worker cannot
 * start or load, the jobs run on the main thread (lib/worker-jobs/worker-job-client.ts).
 */
import { workerJobClient } from '@/lib/worker-jobs/worker-job-client';
import { PLAN_JOBS } from './plan-jobs';

export const planWorker = workerJobClient({
  start: () => new Worker(new URL('./plan-worker.ts', import.meta.url), { type: 'module', name: 'plan-worker' }),
  onMainThread: PLAN_JOBS,
});
