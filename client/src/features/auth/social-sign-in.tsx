import { useState } from 'react';
import { AppleMark, GoogleMark } from '@/lib/ui/brand-icons';
import { Button } from '@/lib/ui/button';
import { TextField } from '@/lib/ui/text-field';
import { useAuth, type SocialProvider } from '@/lib/auth/auth-context';
import { login } from './login.styles';

/**
 * "Continue with Google / Apple". With the local Auth emulator there is no Google or Apple to
 * talk to, so the person names the account to use (clearly marked as the local test provider).
 */
export function SocialSignIn({ onError }: { onError: (error: unknown) => void }) {
  const { signInWith, emulated } = useAuth();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [email, setEmail] = useState('');

  async function go(provider: SocialProvider) {
    setBusy(provider);
    try {
      await signInWith(provider, emulated ? email : undefined);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={login.social}>
      <p className={login.or}>or</p>
      {emulated ? (
        <TextField
          label="Google or Apple account (local test sign-in)"
          type="email"
          name="social-email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@gmail.com"
          helper="This server uses the local Firebase Auth emulator: no real Google or Apple account is contacted."
        />
      ) : null}
      <Button variant="outline" onClick={() => void go('google')} loading={busy === 'google'}>
        <GoogleMark aria-hidden /> Continue with Google
      </Button>
      <Button variant="outline" onClick={() => void go('apple')} loading={busy === 'apple'}>
        <AppleMark aria-hidden /> Continue with Apple
      </Button>
    </div>
  );
}
