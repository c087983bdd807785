/**
 * The messages between a page and a module worker that runs named jobs (worker-job-client.ts on
 * the page, serve-jobs.ts in the worker). Every job takes one argument and returns a value, both
 * plain data: they cross by structured clone.
 */

/** Named jobs. The worker's table and the page's main-thread table hold the same functions. */
export type JobTable = { [job: string]: (args: never) => unknown };

export type JobName<T extends JobTable> = keyof T & string;
export type ArgsOf<T extends JobTable, J extends keyof T> = Parameters<T[J]>[0];
export type ResultOf<T extends JobTable, J extends keyof T> = Awaited<ReturnType<T[J]>>;

/** One job sent to the worker; `id` matches its answer, since several jobs may be waiting at once. */
export interface JobRequest {
  id: number;
  job: string;
  args: unknown;
}

export type JobAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** What a worker answers to one request: the job's result, or the message of the error it threw. */
export function answerJob(jobs: JobTable, request: JobRequest): JobAnswer {
  try {
    const run = Object.hasOwn(jobs, request.job) ? (jobs[request.job] as (args: unknown) => unknown) : undefined;
    if (!run) throw new Error(`No job is called "${request.job}".`);
    return { id: request.id, ok: true, value: run(request.args) };
  } catch (error) {
    return { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
