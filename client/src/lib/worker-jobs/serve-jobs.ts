/**
 * The worker's side of named jobs: a module worker's whole script is `serveJobs(itsJobs)`. Each
 * request gets one answer (job-protocol.ts); a job that throws answers with its message, so the
 * page's promise rejects with it.
 */
import { answerJob, type JobRequest, type JobTable } from './job-protocol';

export function serveJobs(jobs: JobTable): void {
  self.addEventListener('message', (event: MessageEvent<JobRequest>) => {
    self.postMessage(answerJob(jobs, event.data));
  });
}
