import type { PlanFilesAnswer, PlanFilesRequest } from './plan-import-files';

/** What the import planner's worker answers: the answer, or why planning failed there. */
export type PlannerMessage = { answer: PlanFilesAnswer } | { failed: string };

/** The same reading and planning in the page (fetched only when needed: it brings the schema checks). */
async function inThisThread(request: PlanFilesRequest, newId: () => string): Promise<PlanFilesAnswer> {
  const { planImportFiles } = await import('./plan-import-files');
  return planImportFiles(request, newId);
}

/**
 * Reads and plans an import's files in a worker of its own (import-planner.worker.ts): at 10,000
 * payments that is one to three seconds of work, which in the page would freeze it. The page only
 * passes the texts and the account's documents over and receives the plan. Where no worker can
 * start (a browser without module workers), the same functions run in the page. `newId` serves
 * that case; the worker makes ids with crypto.randomUUID, as the app does (data-context.ts).
 */
export function planFilesOffThread(request: PlanFilesRequest, newId: () => string): Promise<PlanFilesAnswer> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./import-planner.worker.ts', import.meta.url), { type: 'module', name: 'import-planner' });
  } catch {
    return inThisThread(request, newId);
  }
  return new Promise<PlanFilesAnswer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<PlannerMessage>) => {
      worker.terminate();
      if ('failed' in event.data) reject(new Error(event.data.failed));
      else resolve(event.data.answer);
    };
    // The worker's errors are caught and answered, so an error event means it did not run: its
    // script could not load or start. The answer then comes from the page.
    const startFailed = (event: Event) => {
      event.preventDefault();
      worker.terminate();
      inThisThread(request, newId).then(resolve, reject);
    };
    worker.onerror = startFailed;
    worker.onmessageerror = startFailed;
    worker.postMessage(request);
  });
}
