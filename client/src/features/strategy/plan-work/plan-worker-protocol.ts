/** The messages between the page and the plan worker (plan-worker.ts). */
import { runJob, type JobArgs, type PlanJob } from './plan-jobs';

export interface JobRequest<J extends PlanJob = PlanJob> {
  id: number;
  job: J;
  args: JobArgs<J>;
}

export type JobAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** What the worker answers to one request: the job's result, or the message of the error it threw. */
export function answer(request: JobRequest): JobAnswer {
  try {
    return { id: request.id, ok: true, value: runJob(request.job, request.args) };
  } catch (error) {
    return { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
