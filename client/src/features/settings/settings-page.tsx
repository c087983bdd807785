import { Stack } from '@chakra-ui/react';
import { useDataContext } from '@/data/use-data-context';
import { useAuth } from '@/lib/auth/auth-context';
import { PageHeading } from '@/lib/ui/page-heading';
import { AccentSetting } from './accent-setting';
import { ChangePassword } from './change-password';
import { CloseAccount } from './close-account';
import { DeleteData } from './delete-data';
import { ExportData } from './export-data';
import { ImportData } from './import-data';
import { ReminderSetting } from './reminder-setting';
import { SignOutSection } from './sign-out-section';
import { ThemeSetting } from './theme-setting';
import { Spinner } from '@/lib/ui/spinner';

export function SettingsPage() {
  const user = useAuth().state.user;
  const ctx = useDataContext(user?.uid);
  return (
    <>
      <PageHeading title="Settings" description="Theme, reminders, your data and your account." />
      <Stack gap="6" maxW="3xl">
        <ThemeSetting />
        <AccentSetting />
        {ctx ? (
          <>
            <ReminderSetting ctx={ctx} />
            <ExportData ctx={ctx} />
            <ImportData ctx={ctx} />
            <DeleteData ctx={ctx} />
          </>
        ) : (
          <Spinner aria-label="Opening your data" />
        )}
        <SignOutSection email={user?.email ?? null} />
        <ChangePassword />
        <CloseAccount />
      </Stack>
    </>
  );
}
