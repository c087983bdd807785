/**
 * Wraps an async action so that concurrent callers share one run, and a failed run is not retried
 * before `cooldownMs` has passed (callers get `false` meanwhile). Seven replications and the
 * stream all notice an expired session at once; without this they would each open a new one and
 * trip the server's rate limit on the session endpoint.
 */
export function singleFlight(action: () => Promise<boolean>, cooldownMs: number, now: () => number = Date.now): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  let lastFailureAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (running) return running;
    if (now() - lastFailureAt < cooldownMs) return Promise.resolve(false);
    running = action()
      .catch(() => false)
      .then((ok) => {
        if (!ok) lastFailureAt = now();
        running = null;
        return ok;
      });
    return running;
  };
}
