/**
 * The plan worker: a module Web Worker that runs the Strategy screen's engine jobs (plan-jobs.ts)
 * off the main thread, so a 100-debt plan never freezes the page. Started by plan-worker-client.ts;
 * Vite bundles it as its own chunk, which the service worker precaches like every other script.
 */
import { serveJobs } from '@/lib/worker-jobs/serve-jobs';
import { PLAN_JOBS } from './plan-jobs';

serveJobs(PLAN_JOBS);
