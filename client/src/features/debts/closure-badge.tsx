import type { Debt } from '@schemas/index';
import { closureBadge } from '@/lib/planner/debt-closure';
import { leftUnpaid } from '@/lib/planner/debt-status';
import '@/lib/ui/badge.css';

/** How a debt that is not owed closed, as a badge: green when paid, gray when closed with a balance left unpaid. */
export function ClosureBadge({ debt, className }: { debt: Debt; className?: string }) {
  const label = closureBadge(debt);
  if (!label) return null;
  const palette = leftUnpaid(debt) > 0 ? 'badge' : 'badge badge--green';
  return <span className={className ? `${palette} ${className}` : palette}>{label}</span>;
}
