/**
 * The import planner's worker: reads and plans an import's files (planImportFiles) away from the
 * page, so that a file of years of payments never holds the screen. Started by import-planner.ts.
 */
import { serveJobs } from '@/lib/worker-jobs/serve-jobs';
import { IMPORT_PLANNER_JOBS } from './plan-import-files';

serveJobs(IMPORT_PLANNER_JOBS);
