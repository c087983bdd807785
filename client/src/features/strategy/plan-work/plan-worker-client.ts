/**
 * Sends engine jobs to the plan worker (plan-worker.ts), started on first use and shared by the
 * whole page. Where a worker cannot start (an old browser, a test environment) or fails (its
 * script could not load), the jobs run on the main thread instead: the same functions, later in
 * the same turn, so the page always gets its answer.
 */
import { runJob, type JobArgs, type JobResult, type PlanJob } from './plan-jobs';
import type { JobAnswer, JobRequest } from './plan-worker-protocol';

interface Waiting {
  request: JobRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** undefined: not started yet; null: no worker here, jobs run on the main thread. */
let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function onMainThread(entry: Waiting): void {
  try {
    entry.resolve(runJob(entry.request.job, entry.request.args));
  } catch (error) {
    entry.reject(error as Error);
  }
}

/** The worker failed: every job still waiting runs on the main thread, and so do all later ones. */
function giveUp(): void {
  worker?.terminate();
  worker = null;
  const left = [...waiting.values()];
  waiting.clear();
  for (const entry of left) onMainThread(entry);
}

function start(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./plan-worker.ts', import.meta.url), { type: 'module', name: 'plan-worker' });
    started.addEventListener('message', (event: MessageEvent<JobAnswer>) => {
      const entry = waiting.get(event.data.id);
      if (!entry) return;
      waiting.delete(event.data.id);
      if (event.data.ok) entry.resolve(event.data.value);
      else entry.reject(new Error(event.data.message));
    });
    started.addEventListener('error', giveUp);
    started.addEventListener('messageerror', giveUp);
    return started;
  } catch {
    return null;
  }
}

/** Whether jobs go to a worker (false: they run on the main thread). */
export function planWorkerRuns(): boolean {
  if (worker === undefined) worker = start();
  return worker !== null;
}

/** Runs `job` in the plan worker, or on the main thread where there is none. */
export function workOut<J extends PlanJob>(job: J, args: JobArgs<J>): Promise<JobResult<J>> {
  return new Promise((resolve, reject) => {
    const entry: Waiting = { request: { id: nextId++, job, args }, resolve: resolve as (value: unknown) => void, reject };
    if (!planWorkerRuns() || !worker) {
      queueMicrotask(() => onMainThread(entry));
      return;
    }
    waiting.set(entry.request.id, entry);
    try {
      worker.postMessage(entry.request);
    } catch {
      // Arguments a worker cannot receive (not plain data): this job runs here, later ones still go there.
      waiting.delete(entry.request.id);
      onMainThread(entry);
    }
  });
}

/** For tests: forget the worker, so the next job starts one again. */
export function resetPlanWorker(): void {
  worker?.terminate();
  worker = undefined;
  waiting.clear();
}
