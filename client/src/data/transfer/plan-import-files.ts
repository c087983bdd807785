import type { ImportPlan } from './import-plan';
import { planImport } from './plan-import';
import type { ImportFiles } from './import-files';
import { readImportFiles } from './read-import-files';
import type { TransferData } from './transfer-data';

/**
 * Everything reading and planning an import needs, as plain data: it crosses to the import
 * planner's worker (import-planner.ts) by structured clone.
 */
export interface PlanFilesRequest extends ImportFiles {
  /** The account's documents right now (collect-user-data.ts), which the plan compares with. */
  existing: TransferData;
  uid: string;
  /** 'preview': the plan is only shown, so its ids are placeholders; 'new': a fresh id for each document it inserts. */
  ids: 'preview' | 'new';
}

/** The files refused, with every problem (nothing may be imported), or what importing them would do. */
export type PlanFilesAnswer = { refused: string[] } | { plan: ImportPlan; sources: string[] };

/**
 * Reads the files (readImportFiles: parsing, every document checked against its schema) and plans
 * the import against the account's documents (planImport). The one way an import's files are read:
 * in the import planner's worker, or in the page where no worker can start.
 */
export function planImportFiles(request: PlanFilesRequest, newId: () => string): PlanFilesAnswer {
  const read = readImportFiles(request.files, request.now);
  if (read.problems.length > 0) return { refused: read.problems };
  const ids = request.ids === 'preview' ? () => 'preview' : newId;
  return { plan: planImport(read.data, request.existing, { uid: request.uid, newId: ids }), sources: read.sources };
}

/** The import planner worker's one job (import-planner.worker.ts); ids are made there as the app makes them (data-context.ts). */
export const IMPORT_PLANNER_JOBS = {
  planImportFiles: (request: PlanFilesRequest) => planImportFiles(request, () => crypto.randomUUID()),
};
