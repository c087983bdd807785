/**
 * Resolves when the browser is next idle, or after `timeoutMs` at the latest. For work that must
 * not delay what is on screen: at a signed-in start, sync waits until the screen has rendered the
 * local data. Safari has no requestIdleCallback; a short timeout stands in for it there.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(timeoutMs, 200));
  });
}
