import { PageHeading } from '@/lib/ui/page-heading';

export function DebtsPage() {
  return <PageHeading title="Debts" description="Every debt you are paying down, with balances, rates and payments." />;
}
