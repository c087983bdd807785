/** Turns a Firebase Auth error into words a person can act on. */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-login-credentials':
      return 'Wrong email or password.';
    case 'auth/email-already-in-use':
      return 'An account with this email already exists. Sign in instead.';
    case 'auth/weak-password':
      return 'Password is too weak: use at least 6 characters.';
    case 'auth/invalid-email':
      return 'That email address is not valid.';
    case 'auth/missing-password':
      return 'Enter your password.';
    case 'auth/too-many-requests':
      return 'Too many attempts. Wait a moment and try again.';
    case 'auth/network-request-failed':
      return 'No connection to the sign-in service. Check your network and try again.';
    case 'auth/user-disabled':
      return 'This account has been disabled.';
    case 'auth/expired-action-code':
      return 'This reset link has expired. Ask for a new one from the sign-in page.';
    case 'auth/invalid-action-code':
      return 'This reset link has already been used or is not valid. Ask for a new one from the sign-in page.';
    case 'auth/requires-recent-login':
      return 'For your safety, enter your current password again.';
    default:
      return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  }
}
