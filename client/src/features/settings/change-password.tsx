import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { KeyRoundIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { changePassword, currentPasswordMessage, signsInWithPassword } from '@/lib/auth/account-password';
import { newPasswordProblem } from '@/lib/auth/password-rules';
import { Button } from '@/lib/ui/button';
import { SettingsSection } from './settings-section';
import { settings } from './settings.styles';

interface Problems {
  current?: string;
  next?: string;
  form?: string;
}

/**
 * Changing the password: the current one (Firebase asks for it again) and the new one, under the
 * sign-up rules. Accounts that sign in only with Google or Apple have no Paydown password: the
 * section says so. Needs the network.
 */
export function ChangePassword() {
  const user = useAuth().state.user;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!user || !signsInWithPassword(user)) {
    return (
      <SettingsSection title="Password" description="The password you sign in with.">
        <Text fontSize="sm" data-testid="password-not-applicable">
          You sign in with Google or Apple, so there is no Paydown password to change. Manage it with your Google or Apple account.
        </Text>
      </SettingsSection>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const found: Problems = {};
    if (!current) found.current = 'Enter your current password.';
    const nextProblem = newPasswordProblem(next);
    if (nextProblem) found.next = nextProblem;
    else if (next === current) found.next = 'Choose a password different from the current one.';
    setProblems(found);
    setDone(false);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword(user, current, next);
      setCurrent('');
      setNext('');
      setDone(true);
    } catch (error) {
      const message = currentPasswordMessage(error);
      setProblems(message === 'That is not your current password.' ? { current: message } : { form: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection title="Password" description="Change the password you sign in with. Your other devices will ask for the new one.">
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="3" maxW="sm">
          {/* The account's email, for password managers that save the new password with it. */}
          <input type="email" name="email" autoComplete="username" value={user.email ?? ''} readOnly hidden />
          <Field.Root invalid={Boolean(problems.current)}>
            <Field.Label>Current password</Field.Label>
            <Input type="password" name="current-password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
            <Field.ErrorText>{problems.current}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(problems.next)}>
            <Field.Label>New password</Field.Label>
            <Input type="password" name="new-password" autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} />
            {problems.next ? <Field.ErrorText>{problems.next}</Field.ErrorText> : <Field.HelperText>At least 6 characters.</Field.HelperText>}
          </Field.Root>
          <Button type="submit" variant="outline" className={settings.action} loading={busy}>
            <KeyRoundIcon /> Change password
          </Button>
          <Text role={problems.form ? 'alert' : 'status'} fontSize="sm" color={problems.form ? 'fg.error' : undefined} data-testid="password-outcome">
            {problems.form ?? (done ? 'Your password has been changed.' : '')}
          </Text>
        </Stack>
      </form>
    </SettingsSection>
  );
}
