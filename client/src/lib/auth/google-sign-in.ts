import { withNetworkRetry, type RetryOptions } from './network-retry';

/** The provider calls the Google flow needs, injected so the decisions can be unit-tested. */
export interface GoogleSignInCalls<T> {
  /** signInWithPopup with a GoogleAuthProvider whose custom parameter prompt = 'select_account'. */
  popup(): Promise<T>;
  /** signInWithRedirect with the same provider; the page navigates away. */
  redirect(): Promise<void>;
}

const POPUP_FAILURES_THAT_MEAN_REDIRECT = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
  'auth/web-storage-unsupported',
]);

function code(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * Google sign-in (spec §4): a popup normally; a full-page redirect on hosted preview environments
 * or when the popup is blocked. Network failures of the popup are retried (3 attempts, 1 s then
 * 2 s). Resolves with the credential, or null when the page is being redirected (the result is
 * read once at the next start).
 */
export async function signInWithGoogleFlow<T>(
  calls: GoogleSignInCalls<T>,
  context: { previewHost: boolean },
  retry: RetryOptions = {},
): Promise<T | null> {
  if (context.previewHost) {
    await calls.redirect();
    return null;
  }
  try {
    return await withNetworkRetry(() => calls.popup(), retry);
  } catch (error) {
    if (POPUP_FAILURES_THAT_MEAN_REDIRECT.has(code(error))) {
      await calls.redirect();
      return null;
    }
    throw error;
  }
}
