import { useState, type FormEvent } from 'react';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { useAuth } from '@/lib/auth/auth-context';
import { PlainButton } from '@/lib/ui/plain-button';
import { PlainField } from '@/lib/ui/plain-field';
import { SignInModeTabs, type SignInMode } from './sign-in-mode-tabs';
import { SocialSignIn } from './social-sign-in';
import '@/lib/ui/card.css';
import './login.css';

interface FieldErrors {
  email?: string;
  password?: string;
  form?: string;
}

function validate(email: string, password: string, mode: SignInMode): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'Enter your email address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = 'That email address is not valid.';
  if (!password) errors.password = 'Enter your password.';
  else if (mode === 'signUp' && password.length < 6) errors.password = 'Use at least 6 characters.';
  return errors;
}

/**
 * Sign in or create an account with email and password. The router moves on once signed in.
 * Plain elements and static CSS (login.css): the first screen of a first visit does not wait for
 * Chakra's runtime.
 */
export function LoginPage() {
  const { signIn, signUp } = useAuth();
  const [mode, setMode] = useState<SignInMode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

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
    <main className="login-page">
      <div className="card card--md login-card">
        <div className="card__header">
          <div className="login-brand">
            <img src="/favicon.svg" alt="" width={48} height={48} />
            <h1>Paydown</h1>
            <p className="login-muted">Your plan out of debt, on every device — even offline.</p>
          </div>
        </div>
        <div className="card__body">
          <SignInModeTabs
            mode={mode}
            onChange={(next) => {
              setMode(next);
              setErrors({});
            }}
          />
          <form className="login-stack" onSubmit={submit} noValidate aria-label={mode === 'signIn' ? 'Sign in' : 'Create account'}>
            <PlainField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
            />
            <PlainField
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
              <div role="alert" className="login-error" data-testid="login-error">
                {errors.form}
              </div>
            ) : null}
            <PlainButton type="submit" variant="solid" busy={busy}>
              {mode === 'signIn' ? 'Sign in' : 'Create account'}
            </PlainButton>
          </form>
          <SocialSignIn onError={(error) => setErrors({ form: authErrorMessage(error) })} />
        </div>
      </div>
    </main>
  );
}
