import type { WriteResult } from '../write-result';

/** The written document of a repository call that must succeed in a test's set-up (else the test stops there, with the message). */
export function ok<T>(result: WriteResult<T>): T {
  if (!result.success) throw new Error(result.error);
  return result.data;
}
