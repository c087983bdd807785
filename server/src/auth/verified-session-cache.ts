/**
 * Remembers session cookies that firebase-admin verified (signature, expiry AND revocation), for a
 * few seconds.
 *
 * Why: checking revocation costs a round trip to Firebase Auth on every request, and sync makes
 * many small requests (each device pushes, and pulls after every change event). With a real
 * Firebase project that round trip is most of a sync request's time. The price is that a sign-in
 * revoked outside Paydown (the Firebase console, the Admin SDK) keeps working here for at most
 * `recheckMs`. Sessions ended through Paydown — signing out, "sign out everywhere" — are refused at
 * once all the same: every request checks the session store before this cache (plugins/auth.ts).
 * An expired cookie is never served from here.
 */
export interface VerifiedSessionCache<T extends { exp: number }> {
  /** The claims of a cookie verified less than `recheckMs` ago and not yet expired; else null. */
  get(cookie: string): T | null;
  remember(cookie: string, claims: T): void;
  forget(cookie: string): void;
}

export function createVerifiedSessionCache<T extends { exp: number }>(options: { recheckMs: number; maxEntries?: number; now?: () => number }): VerifiedSessionCache<T> {
  const { recheckMs, maxEntries = 10_000, now = Date.now } = options;
  const entries = new Map<string, { claims: T; until: number }>();
  return {
    get(cookie) {
      const entry = entries.get(cookie);
      if (!entry) return null;
      if (now() >= entry.until) {
        entries.delete(cookie);
        return null;
      }
      return entry.claims;
    },
    remember(cookie, claims) {
      if (recheckMs <= 0) return;
      // Never past the session's own expiry (`exp` is in seconds).
      const until = Math.min(now() + recheckMs, claims.exp * 1000);
      if (until <= now()) return;
      entries.delete(cookie); // re-insert: Map order is then least recently verified first
      entries.set(cookie, { claims, until });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    forget(cookie) {
      entries.delete(cookie);
    },
  };
}
