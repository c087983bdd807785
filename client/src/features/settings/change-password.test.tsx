// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type * as AccountPassword from '@/lib/auth/account-password';
import { AuthContext, type AuthApi, type AuthUser } from '@/lib/auth/auth-context';
import { system } from '@/lib/ui/system';
import { ChangePassword } from './change-password';

const password = vi.hoisted(() => ({ change: vi.fn(async () => undefined) }));
vi.mock('@/lib/auth/account-password', async (importOriginal) => ({
  ...(await importOriginal<typeof AccountPassword>()),
  changePassword: password.change,
}));

afterEach(() => {
  cleanup();
  password.change.mockReset();
});

function renderFor(providerIds: string[]) {
  const user: AuthUser = {
    uid: 'u1', email: 'sam@example.com', displayName: null, photoURL: null, phoneNumber: null, emailVerified: true, isAnonymous: false,
    providerData: providerIds.map((providerId) => ({ providerId }) as never),
  };
  const auth = { state: { status: 'signedIn', user } } as AuthApi;
  render(
    <ChakraProvider value={system}>
      <AuthContext.Provider value={auth}>
        <ChangePassword />
      </AuthContext.Provider>
    </ChakraProvider>,
  );
  return user;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

test('checks both fields with the sign-up rules before asking Firebase, then changes the password', async () => {
  const user = renderFor(['password']);
  submit();
  expect(await screen.findByText('Enter your current password.')).toBeTruthy();
  expect(screen.getByText('Enter a password.')).toBeTruthy();
  fill('Current password', 'old-secret');
  fill('New password', '12345');
  submit();
  expect(await screen.findByText('Use at least 6 characters.')).toBeTruthy();
  fill('New password', 'old-secret');
  submit();
  expect(await screen.findByText('Choose a password different from the current one.')).toBeTruthy();
  expect(password.change).not.toHaveBeenCalled();

  fill('New password', 'new-secret');
  submit();
  await waitFor(() => expect(screen.getByTestId('password-outcome').textContent).toBe('Your password has been changed.'));
  expect(password.change).toHaveBeenCalledWith(user, 'old-secret', 'new-secret');
});

test('a wrong current password is said at its field, and other failures in plain words', async () => {
  renderFor(['password']);
  password.change.mockRejectedValueOnce(Object.assign(new Error('Firebase'), { code: 'auth/invalid-credential' }));
  fill('Current password', 'wrong');
  fill('New password', 'new-secret');
  submit();
  expect(await screen.findByText('That is not your current password.')).toBeTruthy();
  password.change.mockRejectedValueOnce(Object.assign(new Error('Firebase'), { code: 'auth/network-request-failed' }));
  submit();
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No connection to the sign-in service. Check your network and try again.'));
});

test('an account that signs in only with Google or Apple is told there is no password to change', () => {
  renderFor(['google.com']);
  expect(screen.getByTestId('password-not-applicable').textContent).toContain('no Paydown password to change');
  expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
});
