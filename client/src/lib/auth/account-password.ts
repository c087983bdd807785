import { loadFirebaseSession } from '../firebase';
import type { AuthUser } from './auth-context';
import { authErrorMessage } from './auth-error-message';
import { renewServerSession } from './server-session';

/** Firebase's answers to a wrong current password. */
const WRONG_PASSWORD = new Set(['auth/invalid-credential', 'auth/wrong-password', 'auth/invalid-login-credentials']);

/** Whether the account has a Paydown password (email and password), not only Google or Apple. */
export function signsInWithPassword(user: AuthUser): boolean {
  return user.providerData?.some((provider) => provider.providerId === 'password') ?? false;
}

/** A failed confirmation with the current password, in plain words. */
export function currentPasswordMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return WRONG_PASSWORD.has(code) ? 'That is not your current password.' : authErrorMessage(error);
}

/** The signed-in Firebase user, if it is `user` (a stale screen of someone signed out meanwhile is refused). */
async function currentFirebaseUser(user: AuthUser) {
  const firebase = await loadFirebaseSession();
  const current = firebase.auth.currentUser;
  if (!current || current.uid !== user.uid) throw new Error('You are no longer signed in. Sign in again and try once more.');
  return { firebase, current };
}

/** Signs in again with the current password (Firebase asks it before sensitive changes); throws when it is wrong. */
async function confirmPassword(user: AuthUser, password: string) {
  const { firebase, current } = await currentFirebaseUser(user);
  if (!current.email) throw new Error('This account has no email to confirm a password with.');
  await firebase.reauthenticateWithCredential(current, firebase.EmailAuthProvider.credential(current.email, password));
  return { firebase, current };
}

/**
 * Changes the password after confirming the current one. Firebase then ends the account's other
 * sign-ins (other devices ask for the new password), this device's server session included, so
 * a new one is opened with the fresh sign-in; should that fail (a lost connection), sync opens
 * one at its next request.
 */
export async function changePassword(user: AuthUser, currentPassword: string, newPassword: string): Promise<void> {
  const { firebase, current } = await confirmPassword(user, currentPassword);
  await firebase.updatePassword(current, newPassword);
  await renewServerSession(current).catch((error: unknown) => console.warn('Could not renew the server session after the password change', error));
}

/** How recent a sign-in the server takes as the confirmation to close an account (routes/account.ts). */
const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

export const SIGN_IN_AGAIN_TO_CLOSE = 'For your safety, sign out and sign in again, then close your account within 5 minutes.';

/**
 * An ID token that proves a sign-in made moments ago, as closing the account requires: with the
 * password confirmed again, or (accounts without a password) the last sign-in if it is recent.
 */
export async function recentSignInToken(user: AuthUser, password: string | null): Promise<string> {
  if (password !== null) {
    const { current } = await confirmPassword(user, password);
    return current.getIdToken(true);
  }
  const { current } = await currentFirebaseUser(user);
  const lastSignIn = Date.parse(current.metadata.lastSignInTime ?? '');
  if (!(Date.now() - lastSignIn < RECENT_SIGN_IN_MS)) throw new Error(SIGN_IN_AGAIN_TO_CLOSE);
  return current.getIdToken(true);
}
