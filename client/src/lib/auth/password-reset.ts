import { loadFirebaseSession } from '../firebase';

/** The error code Firebase gives for an email without an account (projects without email enumeration protection, and the emulator). */
const NO_SUCH_ACCOUNT = 'auth/user-not-found';

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '');

/**
 * "Forgot password?": asks Firebase to email a reset link. The link leads to the app's own
 * /reset-password page once the project's email template points there (README, "Password reset
 * email"); its "continue" address is the login page. An email without an account gets the same
 * answer as one with (resolves), so the form never tells who has an account here.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const firebase = await loadFirebaseSession();
  try {
    await firebase.sendPasswordResetEmail(firebase.auth, email.trim(), { url: `${window.location.origin}/login` });
  } catch (error) {
    if (codeOf(error) !== NO_SUCH_ACCOUNT) throw error;
  }
}

/** Checks a reset link's code; resolves with the email of its account (throws when expired or used). */
export async function checkPasswordResetCode(code: string): Promise<string> {
  const firebase = await loadFirebaseSession();
  return firebase.verifyPasswordResetCode(firebase.auth, code);
}

/** Sets the new password with a reset link's code. */
export async function completePasswordReset(code: string, newPassword: string): Promise<void> {
  const firebase = await loadFirebaseSession();
  await firebase.confirmPasswordReset(firebase.auth, code, newPassword);
}
