// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ForgotPasswordForm, RESET_EMAIL_SENT } from './forgot-password-form';

const reset = vi.hoisted(() => ({ request: vi.fn(async () => undefined) }));
vi.mock('@/lib/auth/password-reset', () => ({ requestPasswordReset: reset.request }));

afterEach(() => {
  cleanup();
  reset.request.mockReset();
});

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

test('checks the email, sends the link, and says the same whoever the email belongs to', async () => {
  render(<ForgotPasswordForm initialEmail="sam@" onBack={() => undefined} />);
  send();
  expect(await screen.findByText('That email address is not valid.')).toBeTruthy();
  expect(reset.request).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
  send();
  await waitFor(() => expect(screen.getByTestId('reset-sent').textContent).toBe(RESET_EMAIL_SENT));
  expect(reset.request).toHaveBeenCalledWith('sam@example.com');
});

test('a failure (offline) says so and keeps the email', async () => {
  reset.request.mockRejectedValueOnce(Object.assign(new Error('Firebase'), { code: 'auth/network-request-failed' }));
  render(<ForgotPasswordForm initialEmail="sam@example.com" onBack={() => undefined} />);
  send();
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No connection to the sign-in service. Check your network and try again.'));
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com');
  expect(screen.queryByTestId('reset-sent')).toBeNull();
});
