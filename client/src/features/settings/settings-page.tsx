import { PageHeading } from '@/lib/ui/page-heading';

export function SettingsPage() {
  return <PageHeading title="Settings" description="Theme, your data and your account." />;
}
