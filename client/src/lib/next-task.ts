/**
 * Resolves in a task of its own, so that what is waiting (a paint, input) runs first: a long job
 * awaiting this between its slices is a series of short tasks. scheduler.yield() where the browser
 * has it (the job continues ahead of other queued tasks, and it is not throttled like timers in a
 * background tab), a zero-delay timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
