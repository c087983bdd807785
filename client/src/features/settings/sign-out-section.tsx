import { HStack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { LogOutIcon, MonitorSmartphoneIcon } from 'lucide-react';
import { useState } from 'react';
import { useSignOut } from '@/data/users/use-sign-out';
import { SettingsSection } from './settings-section';
import { Button } from '@/lib/ui/button';

/**
 * The account menu's sign-out, here too (pending changes are pushed first, see useSignOut), and
 * "Sign out everywhere", which ends this person's sessions on every device and browser.
 */
export function SignOutSection({ email }: { email: string | null }) {
  const { signOut, confirmation } = useSignOut();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'here' | 'everywhere' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (where: 'here' | 'everywhere') => {
    setBusy(where);
    setProblem(null);
    try {
      const done = await signOut({ everywhere: where === 'everywhere' });
      setBusy(null);
      if (done) void navigate({ to: '/login' });
    } catch {
      setBusy(null);
      setProblem(
        where === 'everywhere'
          ? 'Could not reach the server to sign out your other devices, so nothing was signed out. Check your connection and try again.'
          : 'Could not sign out. Please try again.',
      );
    }
  };

  return (
    <SettingsSection title="Account" description={email ? `Signed in as ${email}.` : 'Signed in.'}>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" loading={busy === 'here'} disabled={busy !== null} onClick={() => void run('here')}>
          <LogOutIcon /> Sign out
        </Button>
        <Button variant="outline" colorPalette="red" loading={busy === 'everywhere'} disabled={busy !== null} onClick={() => void run('everywhere')}>
          <MonitorSmartphoneIcon /> Sign out everywhere
        </Button>
      </HStack>
      {problem ? (
        <Text role="alert" fontSize="sm" color="fg.error" mt="2" data-testid="sign-out-error">
          {problem}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted" mt="2">
        Changes not yet synced are sent first. The next person to use this browser does not see your data. Sign out everywhere
        also ends your sessions on every other device and browser, for example one you lost or left signed in.
      </Text>
      {confirmation}
    </SettingsSection>
  );
}
