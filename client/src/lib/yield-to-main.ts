/**
 * Lets the browser run what is waiting (a paint, input, other tasks) before the caller goes on:
 * a long start-up job split at its natural seams stays a series of short tasks. scheduler.yield()
 * where the browser has it (it resumes ahead of other queued tasks), a zero-delay timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
