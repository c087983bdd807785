import type { Debt } from '@schemas/index';
import { closureBadge } from '@/planning/debt-closure';
import { leftUnpaid } from '@/planning/debt-status';
import { Badge } from '@/lib/ui/badge';

/** How a debt that is not owed closed, as a badge: green when paid, gray when closed with a balance left unpaid. */
export function ClosureBadge({ debt, className }: { debt: Debt; className?: string }) {
  const label = closureBadge(debt);
  if (!label) return null;
  return (
    <Badge colorPalette={leftUnpaid(debt) > 0 ? undefined : 'green'} className={className}>
      {label}
    </Badge>
  );
}
