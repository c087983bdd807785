/** Spec §8–§9: email login and Google sign-in retry a network failure, at most 3 attempts in all. */
export const SIGN_IN_ATTEMPTS = 3;

/** 1000 ms × the retry number: 1000 ms before the 2nd attempt, 2000 ms before the 3rd. */
export const retryDelayMs = (retry: number): number => 1000 * retry;

export function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/network-request-failed';
}

export interface RetryOptions {
  attempts?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `operation`, retrying only network failures; any other error is thrown at once, and the
 * last network failure is thrown after the final attempt.
 */
export async function withNetworkRetry<T>(operation: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? SIGN_IN_ATTEMPTS;
  const sleep = options.sleep ?? wait;
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!isNetworkFailure(error) || attempt >= attempts) throw error;
      await sleep(retryDelayMs(attempt));
    }
  }
}
