import { PageHeading } from '@/lib/ui/page-heading';

export function ProfilePage() {
  return <PageHeading title="Profile" description="Your name, contact details and financial goals." />;
}
