/** The one set of rules for the passwords people choose: sign-up, reset and change. */
export const MIN_PASSWORD_LENGTH = 6;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with an email address as typed, in plain words, or null. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'Enter your email address.';
  if (!EMAIL_SHAPE.test(email.trim())) return 'That email address is not valid.';
  return null;
}

/** What is wrong with a new password, or null (Firebase's own minimum: 6 characters). */
export function newPasswordProblem(password: string): string | null {
  if (!password) return 'Enter a password.';
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  return null;
}
