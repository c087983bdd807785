import { PageHeading } from '@/lib/ui/page-heading';

export function SubscriptionPage() {
  return <PageHeading title="Subscription" description="Your Paydown plan." />;
}
