/**
 * Runs named jobs in a module worker, away from the page, with the main thread as the fallback:
 * where no worker can start (an old browser, a test environment) or it fails (its script could
 * not load), the same jobs run on the main thread instead, so every job gets its answer.
 *
 * The worker starts on first use and lives until `dispose`: a client kept for the page keeps one
 * worker for the page; a client made for one piece of work and disposed after it ends its worker
 * with it. `start` must contain the literal `new Worker(new URL('./x.ts', import.meta.url), { type:
 * 'module' })`: that is how Vite finds the worker's script, bundles it as its own chunk (which the
 * service worker precaches with the app) and rewrites its address.
 */
import type { ArgsOf, JobAnswer, JobName, JobRequest, JobTable, ResultOf } from './job-protocol';

export interface WorkerJobClient<T extends JobTable> {
  /** Whether jobs go to a worker (false: they run on the main thread). Starts the worker if needed. */
  inWorker(): boolean;
  /** Runs `job` in the worker, or on the main thread where there is none. Rejects with the job's error message. */
  run<J extends JobName<T>>(job: J, args: ArgsOf<T, J>): Promise<ResultOf<T, J>>;
  /** Ends the worker. Jobs still waiting reject; a later job starts a new worker. */
  dispose(): void;
}

export interface WorkerJobOptions<T extends JobTable> {
  start: () => Worker;
  /** The same jobs, for the main thread; they may be async (to fetch their code only when needed). */
  onMainThread: T;
}

interface Waiting {
  request: JobRequest;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function workerJobClient<T extends JobTable>({ start, onMainThread }: WorkerJobOptions<T>): WorkerJobClient<T> {
  /** undefined: not started yet; null: no worker here, jobs run on the main thread. */
  let worker: Worker | null | undefined;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  function here({ request, resolve, reject }: Waiting): void {
    // In a later microtask, so that a job that throws rejects its promise like one that fails in the worker.
    Promise.resolve()
      .then(() => (onMainThread[request.job] as (args: unknown) => unknown)(request.args))
      .then(resolve, reject);
  }

  function takeWaiting(): Waiting[] {
    const left = [...waiting.values()];
    waiting.clear();
    return left;
  }

  function launch(): Worker | null {
    let started: Worker;
    try {
      started = start();
    } catch {
      return null;
    }
    started.addEventListener('message', (event: MessageEvent<JobAnswer>) => {
      const entry = waiting.get(event.data.id);
      if (worker !== started || !entry) return;
      waiting.delete(event.data.id);
      if (event.data.ok) entry.resolve(event.data.value);
      else entry.reject(new Error(event.data.message));
    });
    // Jobs' errors are caught and answered, so an error event means the worker itself did not run:
    // every job still waiting runs on the main thread, and so do all later ones.
    const giveUp = (event: Event) => {
      if (worker !== started) return;
      event.preventDefault();
      started.terminate();
      worker = null;
      for (const entry of takeWaiting()) here(entry);
    };
    started.addEventListener('error', giveUp);
    started.addEventListener('messageerror', giveUp);
    return started;
  }

  function current(): Worker | null {
    if (worker === undefined) worker = launch();
    return worker;
  }

  return {
    inWorker: () => current() !== null,
    run(job, args) {
      return new Promise((resolve, reject) => {
        const entry: Waiting = { request: { id: nextId++, job, args }, resolve: resolve as (value: unknown) => void, reject };
        const target = current();
        if (!target) return here(entry);
        waiting.set(entry.request.id, entry);
        try {
          target.postMessage(entry.request);
        } catch {
          // Arguments a worker cannot receive (not plain data): this job runs here, later ones still go there.
          waiting.delete(entry.request.id);
          here(entry);
        }
      });
    },
    dispose() {
      worker?.terminate();
      worker = undefined;
      for (const entry of takeWaiting()) entry.reject(new Error('The work was stopped before it finished.'));
    },
  };
}
