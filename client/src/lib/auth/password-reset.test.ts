import { afterEach, expect, test, vi } from 'vitest';
import { requestPasswordReset } from './password-reset';

const firebase = vi.hoisted(() => ({ auth: { name: 'auth' }, sendPasswordResetEmail: vi.fn(async () => undefined) }));
vi.mock('../firebase', () => ({ loadFirebaseSession: async () => firebase }));
vi.stubGlobal('window', { location: { origin: 'https://paydown.example' } });

afterEach(() => firebase.sendPasswordResetEmail.mockReset());

const failure = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

test('asks Firebase for the email, continuing to the login page, and answers alike for an email without an account', async () => {
  await requestPasswordReset(' sam@example.com ');
  expect(firebase.sendPasswordResetEmail).toHaveBeenCalledWith(firebase.auth, 'sam@example.com', { url: 'https://paydown.example/login' });
  firebase.sendPasswordResetEmail.mockRejectedValueOnce(failure('auth/user-not-found'));
  await expect(requestPasswordReset('nobody@example.com')).resolves.toBeUndefined();
});

test('other failures (offline, too many requests) reach the form', async () => {
  firebase.sendPasswordResetEmail.mockRejectedValueOnce(failure('auth/network-request-failed'));
  await expect(requestPasswordReset('sam@example.com')).rejects.toMatchObject({ code: 'auth/network-request-failed' });
});
