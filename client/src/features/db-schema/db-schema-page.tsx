import { PageHeading } from '@/lib/ui/page-heading';

export function DbSchemaPage() {
  return <PageHeading title="Database schema" description="What PaydownDB keeps on this device." />;
}
