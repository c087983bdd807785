import { workerJobClient } from '@/lib/worker-jobs/worker-job-client';
import type { PlanFilesAnswer, PlanFilesRequest } from './plan-import-files';

/**
 * Reads and plans an import's files in a worker of its own (import-planner.worker.ts), ended when
 * it has answered: at 10,000 payments that is one to three seconds of work, which in the page
 * would freeze it. The page only passes the texts and the account's documents over and receives
 * the plan. Where no worker can start (a browser without module workers) or load, the same
 * function runs in the page (lib/worker-jobs/worker-job-client.ts), fetched only then: it brings
 * the schema checks. `newId` serves that case; the worker makes ids with crypto.randomUUID, as the
 * app does (data-context.ts).
 */
export async function planFilesOffThread(request: PlanFilesRequest, newId: () => string): Promise<PlanFilesAnswer> {
  const planner = workerJobClient({
    start: () => new Worker(new URL('./import-planner.worker.ts', import.meta.url), { type: 'module', name: 'import-planner' }),
    onMainThread: { planImportFiles: async (files: PlanFilesRequest) => (await import('./plan-import-files')).planImportFiles(files, newId) },
  });
  try {
    return await planner.run('planImportFiles', request);
  } finally {
    planner.dispose();
  }
}
