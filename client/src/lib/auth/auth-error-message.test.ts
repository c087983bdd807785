import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'Wrong email or password.'],
    ['auth/wrong-password', 'Wrong email or password.'],
    ['auth/email-already-in-use', 'An account with this email already exists. Sign in instead.'],
    ['auth/weak-password', 'Password is too weak: use at least 6 characters.'],
    ['auth/network-request-failed', 'No connection to the sign-in service. Check your network and try again.'],
    ['auth/expired-action-code', 'This reset link has expired. Ask for a new one from the sign-in page.'],
    ['auth/invalid-action-code', 'This reset link has already been used or is not valid. Ask for a new one from the sign-in page.'],
  ])('explains %s in plain words', (code, message) => {
    expect(authErrorMessage(firebaseError(code))).toBe(message);
  });

  it('falls back to the error text, then to a generic sentence', () => {
    expect(authErrorMessage(new Error('Quota exceeded'))).toBe('Quota exceeded');
    expect(authErrorMessage('???')).toBe('Something went wrong. Please try again.');
  });
});
