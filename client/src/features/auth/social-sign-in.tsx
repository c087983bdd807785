import { Button, Field, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppleMark, GoogleMark } from '@/lib/ui/brand-icons';
import { useAuth, type SocialProvider } from '@/lib/auth/auth-context';

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
    <Stack gap="3">
      <HStack>
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      {emulated ? (
        <Field.Root>
          <Field.Label>Google or Apple account (local test sign-in)</Field.Label>
          <Input type="email" name="social-email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder="you@gmail.com" />
          <Field.HelperText>This server uses the local Firebase Auth emulator: no real Google or Apple account is contacted.</Field.HelperText>
        </Field.Root>
      ) : null}
      <Button variant="outline" onClick={() => void go('google')} loading={busy === 'google'}>
        <GoogleMark aria-hidden /> Continue with Google
      </Button>
      <Button variant="outline" onClick={() => void go('apple')} loading={busy === 'apple'}>
        <AppleMark aria-hidden /> Continue with Apple
      </Button>
    </Stack>
  );
}
