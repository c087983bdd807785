import { useEffect, useState, type FormEvent } from 'react';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { useAuth } from '@/lib/auth/auth-context';
import { emailProblem, newPasswordProblem } from '@/lib/auth/password-rules';
import { forgetSignedOutNotice, readSignedOutNotice } from '@/lib/auth/signed-out-notice';
import { Button } from '@/lib/ui/button';
import { TextField } from '@/lib/ui/text-field';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { login } from './login.styles';
import { SignInModeTabs, type SignInMode } from './sign-in-mode-tabs';
import { SocialSignIn } from './social-sign-in';

interface FieldErrors {
  email?: string;
  password?: string;
  form?: string;
}

function validate(email: string, password: string, mode: SignInMode): FieldErrors {
  const errors: FieldErrors = {};
  const emailError = emailProblem(email);
  if (emailError) errors.email = emailError;
  if (!password) errors.password = 'Enter your password.';
  else if (mode === 'signUp') {
    const passwordError = newPasswordProblem(password);
    if (passwordError) errors.password = passwordError;
  }
  return errors;
}

/**
 * Sign in or create an account with email and password. The router moves on once signed in.
 * The kit's static controls: the first screen of a first visit does not wait for Chakra's runtime.
 */
export function LoginPage() {
  const { signIn, signUp } = useAuth();
  const [mode, setMode] = useState<SignInMode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  // Why the app signed this person out on its own (signed out everywhere), shown once.
  const [notice] = useState(readSignedOutNotice);
  useEffect(() => forgetSignedOutNotice(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(email, password, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await (mode === 'signIn' ? signIn(email, password) : signUp(email, password));
    } catch (error) {
      setErrors({ form: authErrorMessage(error) });
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Paydown" subtitle="Your plan out of debt, on every device — even offline.">
      {notice ? (
        <p role="status" className={login.notice} data-testid="login-notice">
          {notice}
        </p>
      ) : null}
      {forgotten ? (
        <ForgotPasswordForm initialEmail={email} onBack={() => setForgotten(false)} />
      ) : (
        <>
          <div className={login.tabs}>
            <SignInModeTabs
              mode={mode}
              onChange={(next) => {
                setMode(next);
                setErrors({});
              }}
            />
          </div>
          <form className={login.stack} onSubmit={submit} noValidate aria-label={mode === 'signIn' ? 'Sign in' : 'Create account'}>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
              helper={mode === 'signUp' ? 'At least 6 characters.' : undefined}
            />
            {errors.form ? (
              <div role="alert" className={login.error} data-testid="login-error">
                {errors.form}
              </div>
            ) : null}
            <Button type="submit" colorPalette="accent" loading={busy}>
              {mode === 'signIn' ? 'Sign in' : 'Create account'}
            </Button>
            {mode === 'signIn' ? (
              <Button variant="ghost" size="sm" onClick={() => setForgotten(true)}>
                Forgot password?
              </Button>
            ) : null}
          </form>
          <SocialSignIn onError={(error) => setErrors({ form: authErrorMessage(error) })} />
        </>
      )}
    </AuthCard>
  );
}
