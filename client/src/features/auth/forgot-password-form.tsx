import { useState, type FormEvent } from 'react';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { requestPasswordReset } from '@/lib/auth/password-reset';
import { emailProblem } from '@/lib/auth/password-rules';
import { Button } from '@/lib/ui/button';
import { TextField } from '@/lib/ui/text-field';
import { login } from './login.styles';

/** Said whether or not the email has an account: the form never tells who has one here. */
export const RESET_EMAIL_SENT = 'If an account uses this email, we have sent it a link to choose a new password. Check your inbox (and spam folder).';

/**
 * "Forgot password?" on the login page: the email (kept from the sign-in form) gets a reset
 * link from the identity provider. Needs the network; offline it says so and keeps the email.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem ? { field: problem } : {});
    if (problem) return;
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (failure) {
      setError({ form: authErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={login.stack} onSubmit={submit} noValidate aria-label="Reset your password">
      <p className={login.muted}>Enter the email you sign in with, and we will send you a link to choose a new password.</p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setSent(false);
        }}
        error={error.field}
      />
      {sent ? (
        <p role="status" className={login.notice} data-testid="reset-sent">
          {RESET_EMAIL_SENT}
        </p>
      ) : null}
      {error.form ? (
        <div role="alert" className={login.error} data-testid="reset-request-error">
          {error.form}
        </div>
      ) : null}
      <Button type="submit" colorPalette="accent" loading={busy}>
        Send reset link
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
