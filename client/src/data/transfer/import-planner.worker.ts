/**
 * The import planner's worker: reads and plans an import's files (planImportFiles) away from the
 * page, so that a file of years of payments never holds the screen. One request, one answer.
 */
import { planImportFiles, type PlanFilesRequest } from './plan-import-files';
import type { PlannerMessage } from './import-planner';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PlanFilesRequest>) => void) | null;
  postMessage: (message: PlannerMessage) => void;
};

scope.onmessage = (event) => {
  try {
    scope.postMessage({ answer: planImportFiles(event.data, () => crypto.randomUUID()) });
  } catch (error) {
    scope.postMessage({ failed: error instanceof Error ? error.message : String(error) });
  }
};
