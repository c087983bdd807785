import { Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useSignOut } from '@/data/users/use-sign-out';
import { SettingsSection } from './settings-section';
import { Button } from '@/lib/ui/button';

/** The account menu's sign-out, here too: pending changes are pushed first (see useSignOut). */
export function SignOutSection({ email }: { email: string | null }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <SettingsSection title="Account" description={email ? `Signed in as ${email}.` : 'Signed in.'}>
      <Button
        variant="outline"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          const done = await signOut();
          setBusy(false);
          if (done) void navigate({ to: '/login' });
        }}
      >
        <LogOutIcon /> Sign out
      </Button>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Changes not yet synced are sent first. The next person to use this browser does not see your data.
      </Text>
    </SettingsSection>
  );
}
