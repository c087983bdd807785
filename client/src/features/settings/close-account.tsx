import { Field, Input, List, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { UserXIcon } from 'lucide-react';
import { useState } from 'react';
import { useCloseAccount } from '@/data/users/use-close-account';
import { useAuth } from '@/lib/auth/auth-context';
import { currentPasswordMessage, signsInWithPassword } from '@/lib/auth/account-password';
import { closeAccountFailure } from '@/lib/auth/close-account';
import { AlertDialogFrame } from '@/lib/ui/alert-dialog-frame';
import { Button } from '@/lib/ui/button';
import { SettingsSection } from './settings-section';
import { settings } from './settings.styles';

/** Why closing failed: a wrong password is said as such; the rest as the server or Firebase said. */
function failureMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code.startsWith('auth/') ? currentPasswordMessage(error) : closeAccountFailure(error);
}

/**
 * "Close account": says what goes, asks the password again (or, for accounts without one, a
 * sign-in made moments ago), then the server deletes everything of the person and the identity,
 * and this device its copy. Needs the network: offline, nothing is closed and the dialog says so.
 */
export function CloseAccount() {
  const user = useAuth().state.user;
  const closeAccount = useCloseAccount();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const withPassword = user ? signsInWithPassword(user) : false;

  async function confirm() {
    if (withPassword && !password) {
      setProblem('Enter your password to confirm.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await closeAccount(withPassword ? password : null);
      void navigate({ to: '/login' });
    } catch (error) {
      setBusy(false);
      setProblem(failureMessage(error));
    }
  }

  return (
    <SettingsSection tone="danger" title="Close account" description="Delete your account and everything in it, everywhere, for good.">
      <Button colorPalette="red" variant="outline" className={settings.action} onClick={() => setOpen(true)}>
        <UserXIcon /> Close account…
      </Button>
      <AlertDialogFrame
        open={open}
        onClose={() => {
          setOpen(false);
          setProblem(null);
          setPassword('');
        }}
        title="Close your account?"
        busy={busy}
        closeButton
        action={
          <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
            Close account for good
          </Button>
        }
      >
        <Stack gap="3">
          <Text>This deletes, for good:</Text>
          <List.Root ps="5">
            <List.Item>every debt, payment, strategy, saved schedule, goal and profile detail, on the server;</List.Item>
            <List.Item>the copy on this device, and on your other devices the next time they go online (they are signed out);</List.Item>
            <List.Item>your sign-in: this email can create a new, empty account later.</List.Item>
          </List.Root>
          <Text>This cannot be undone. Export your data first if you may want it.</Text>
          {withPassword ? (
            <Field.Root invalid={Boolean(problem)}>
              <Field.Label>Your password</Field.Label>
              <Input type="password" name="current-password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
              <Field.HelperText>Confirms that it is you.</Field.HelperText>
            </Field.Root>
          ) : (
            <Text fontSize="sm">You sign in with Google or Apple: if you signed in more than 5 minutes ago, sign out and in again first.</Text>
          )}
          {problem ? (
            <Text role="alert" fontSize="sm" color="fg.error" data-testid="close-account-error">
              {problem}
            </Text>
          ) : null}
        </Stack>
      </AlertDialogFrame>
    </SettingsSection>
  );
}
