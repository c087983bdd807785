import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { checkPasswordResetCode, completePasswordReset } from '@/lib/auth/password-reset';
import { newPasswordProblem } from '@/lib/auth/password-rules';
import { Button } from '@/lib/ui/button';
import { TextField } from '@/lib/ui/text-field';
import { AuthCard } from './auth-card';
import { login } from './login.styles';

export interface ResetPasswordSearch {
  mode?: string;
  oobCode?: string;
}

type Step =
  | { kind: 'checking' }
  | { kind: 'unusable'; message: string }
  | { kind: 'choosing'; email: string }
  | { kind: 'done'; email: string };

const NOT_A_RESET_LINK = 'This page opens from the link in a password reset email. Ask for one with “Forgot password?” on the sign-in page.';

/**
 * Where a password reset email's link leads (public: the person is signed out): the link's code is
 * checked first, so an expired or used link says so before anyone types a password; then the new
 * password, under the same rules as at sign-up; then on to sign in with it.
 */
export function ResetPasswordPage() {
  const { mode, oobCode } = useSearch({ strict: false }) as ResetPasswordSearch;
  const [step, setStep] = useState<Step>(() => (mode === 'resetPassword' && oobCode ? { kind: 'checking' } : { kind: 'unusable', message: NOT_A_RESET_LINK }));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (mode !== 'resetPassword' || !oobCode) return;
    let live = true;
    checkPasswordResetCode(oobCode).then(
      (email) => live && setStep({ kind: 'choosing', email }),
      (failure: unknown) => live && setStep({ kind: 'unusable', message: authErrorMessage(failure) }),
    );
    return () => {
      live = false;
    };
  }, [mode, oobCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== 'choosing' || !oobCode) return;
    const problem = newPasswordProblem(password);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await completePasswordReset(oobCode, password);
      setStep({ kind: 'done', email: step.email });
    } catch (failure) {
      const message = authErrorMessage(failure);
      // A code that expired or was used meanwhile: nothing to retry on this page.
      if (['auth/expired-action-code', 'auth/invalid-action-code'].includes(String((failure as { code?: unknown }).code))) setStep({ kind: 'unusable', message });
      else setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Choose a new password" subtitle={step.kind === 'choosing' || step.kind === 'done' ? `For ${step.email}` : undefined}>
      {step.kind === 'checking' ? (
        <p role="status" className={login.muted}>
          Checking your link…
        </p>
      ) : null}
      {step.kind === 'unusable' ? (
        <div className={login.stack}>
          <p role="alert" className={login.error} data-testid="reset-error">
            {step.message}
          </p>
          <Button asChild variant="outline">
            <Link to="/login">Back to sign in</Link>
          </Button>
        </div>
      ) : null}
      {step.kind === 'choosing' ? (
        <form className={login.stack} onSubmit={submit} noValidate aria-label="Choose a new password">
          {/* The account's email, for password managers that save the new password with it. */}
          <input type="email" name="email" autoComplete="username" value={step.email} readOnly hidden />
          <TextField
            label="New password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error ?? undefined}
            helper="At least 6 characters."
          />
          <Button type="submit" colorPalette="accent" loading={busy}>
            Save new password
          </Button>
        </form>
      ) : null}
      {step.kind === 'done' ? (
        <div className={login.stack}>
          <p role="status" data-testid="reset-done">
            Your password has been changed. Sign in with your new password.
          </p>
          <Button asChild colorPalette="accent">
            <Link to="/login">Sign in</Link>
          </Button>
        </div>
      ) : null}
    </AuthCard>
  );
}
