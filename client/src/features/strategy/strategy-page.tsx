import { PageHeading } from '@/lib/ui/page-heading';

export function StrategyPage() {
  return <PageHeading title="Strategy" description="Choose how extra money goes to your debts and compare every strategy." />;
}
