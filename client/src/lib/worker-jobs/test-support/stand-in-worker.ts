/**
 * A Worker class for tests (Node and happy-dom have none) that runs a job table in this process as
 * a module worker would: the request is copied by structured clone as it is posted (so what a
 * worker cannot receive throws there), and the answer comes back copied, in a task of its own.
 */
import { answerJob, type JobRequest, type JobTable } from '../job-protocol';

export interface StandInOptions {
  /** Its script cannot load: an error event soon after it starts, and no answers. */
  fails?: boolean;
  /** Answers wait in `held` until a test calls them. */
  hold?: boolean;
}

export function standInWorker(jobs: JobTable, { fails = false, hold = false }: StandInOptions = {}) {
  const record = {
    /** For each worker started: its script, its type and its name. */
    started: [] as string[],
    posted: [] as JobRequest[],
    held: [] as (() => void)[],
    /** Each worker started, to dispatch events on. */
    workers: [] as EventTarget[],
    terminated: 0,
  };
  class StandInWorker extends EventTarget {
    constructor(url: URL | string, options?: WorkerOptions) {
      super();
      record.workers.push(this);
      record.started.push(`${String(url).split('/').at(-1)} ${options?.type} ${options?.name}`);
      if (fails) setTimeout(() => this.dispatchEvent(new Event('error', { cancelable: true })));
    }
    postMessage(message: JobRequest) {
      const request = structuredClone(message);
      record.posted.push(request);
      if (fails) return;
      const reply = () => this.dispatchEvent(new MessageEvent('message', { data: structuredClone(answerJob(jobs, request)) }));
      if (hold) record.held.push(reply);
      else setTimeout(reply);
    }
    terminate() {
      record.terminated += 1;
    }
  }
  return Object.assign(record, { Worker: StandInWorker });
}
