import { Box, Button, Card, Center, Field, Heading, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { useAuth } from '@/lib/auth/auth-context';
import { SocialSignIn } from './social-sign-in';

type Mode = 'signIn' | 'signUp';

interface FieldErrors {
  email?: string;
  password?: string;
  form?: string;
}

function validate(email: string, password: string, mode: Mode): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'Enter your email address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = 'That email address is not valid.';
  if (!password) errors.password = 'Enter your password.';
  else if (mode === 'signUp' && password.length < 6) errors.password = 'Use at least 6 characters.';
  return errors;
}

/** Sign in or create an account with email and password. The router moves on once signed in. */
export function LoginPage() {
  const { signIn, signUp } = useAuth();
  const [mode, setMode] = useState<Mode>('signIn');
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
    <Center minH="100dvh" bg="bg.subtle" px="4" py="10">
      <Card.Root w="full" maxW="md">
        <Card.Header>
          <Stack gap="1" align="center" textAlign="center">
            <img src="/favicon.svg" alt="" width={48} height={48} />
            <Heading as="h1" size="2xl">
              Paydown
            </Heading>
            <Text color="fg.muted">Your plan out of debt, on every device — even offline.</Text>
          </Stack>
        </Card.Header>
        <Card.Body>
          <Tabs.Root
            value={mode}
            onValueChange={(details) => {
              setMode(details.value as Mode);
              setErrors({});
            }}
            variant="enclosed"
            fitted
          >
            <Tabs.List mb="4">
              <Tabs.Trigger value="signIn">Sign in</Tabs.Trigger>
              <Tabs.Trigger value="signUp">Create account</Tabs.Trigger>
            </Tabs.List>
          </Tabs.Root>
          <form onSubmit={submit} noValidate aria-label={mode === 'signIn' ? 'Sign in' : 'Create account'}>
            <Stack gap="4">
              <Field.Root invalid={!!errors.email}>
                <Field.Label>Email</Field.Label>
                <Input
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <Field.ErrorText>{errors.email}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.password}>
                <Field.Label>Password</Field.Label>
                <Input
                  type="password"
                  name="password"
                  autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                {mode === 'signUp' && !errors.password ? <Field.HelperText>At least 6 characters.</Field.HelperText> : null}
                <Field.ErrorText>{errors.password}</Field.ErrorText>
              </Field.Root>
              {errors.form ? (
                <Box role="alert" color="fg.error" fontSize="sm" data-testid="login-error">
                  {errors.form}
                </Box>
              ) : null}
              <Button type="submit" colorPalette="teal" loading={busy} w="full">
                {mode === 'signIn' ? 'Sign in' : 'Create account'}
              </Button>
            </Stack>
          </form>
          <Box mt="4">
            <SocialSignIn onError={(error) => setErrors({ form: authErrorMessage(error) })} />
          </Box>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
