import { PageHeading } from '@/lib/ui/page-heading';

export function DashboardPage() {
  return <PageHeading title="Dashboard" description="Your debts, your debt-free date and what is due next." />;
}
