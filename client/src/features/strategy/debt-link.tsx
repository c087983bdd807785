import { Link } from '@tanstack/react-router';
import type { Debt } from '@schemas/index';
import { DebtIcon } from '@/lib/ui/debt-icon';

/** A debt of the plan by its icon and name, a link to the debt's own page. `debt` is its document, when known. */
export function DebtLink({ id, name, debt }: { id: string; name: string; debt: Debt | undefined }) {
  return (
    <Link to="/debts/$debtId" params={{ debtId: id }}>
      {debt ? <DebtIcon debt={debt} /> : null}
      {name}
    </Link>
  );
}
