/**
 * How sync backs off when the server asks it to: a 429 answer's Retry-After holds every sync
 * request of this tab back until then (the server's limits are per account, so pushing and pulling
 * harder would only be refused again), and the stream reconnects ever more slowly while it keeps
 * being refused.
 */

/** The wait a Retry-After header asks for, in ms (delta-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** When a 429 names no time to wait. */
export const DEFAULT_BACKOFF_MS = 30_000;

export interface BackoffGate {
  /** The server asked to wait `ms` from now (the longest ask wins). */
  holdFor(ms: number): void;
  /** How long the server still asks to wait, in ms (0: not at all). */
  remaining(): number;
  /** Resolves once the server's wait is over (at once when there is none). */
  wait(): Promise<void>;
}

export function createBackoffGate(
  now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): BackoffGate {
  let until = 0;
  return {
    holdFor(ms) {
      until = Math.max(until, now() + ms);
    },
    remaining() {
      return Math.max(0, until - now());
    },
    async wait() {
      // Again after each sleep: another 429 meanwhile may have asked for longer.
      for (let left = until - now(); left > 0; left = until - now()) await sleep(left);
    },
  };
}

const STREAM_RETRY_FIRST_MS = 3_000;
const STREAM_RETRY_MAX_MS = 60_000;

/**
 * The wait before the stream's `attempt`-th reconnection in a row (1, 2, …): 3 s, doubling up to a
 * minute, and never before a wait the server asked for.
 */
export function streamRetryDelayMs(attempt: number, heldMs: number): number {
  const backoff = Math.min(STREAM_RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1), STREAM_RETRY_MAX_MS);
  return Math.max(backoff, heldMs);
}
