import { PageHeading } from '@/lib/ui/page-heading';

export function ProgressPage() {
  return <PageHeading title="Progress" description="How far you have come against your plan." />;
}
