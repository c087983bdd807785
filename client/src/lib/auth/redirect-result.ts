/**
 * After a sign-in redirect the result is read exactly once, at start (spec §4): reading it twice
 * would repeat the sign-in side effects. Keyed by the reader so tests get a fresh one each time.
 */
export function createRedirectResultReader<T>(read: () => Promise<T | null>): () => Promise<T | null> {
  let once: Promise<T | null> | undefined;
  return () => {
    once ??= read().catch((error: unknown) => {
      console.error('Reading the sign-in redirect result failed', error);
      throw error;
    });
    return once;
  };
}
