import { Link } from '@tanstack/react-router';
import type { Debt } from '@schemas/index';
import { DebtIcon } from '@/lib/ui/debt-icon';
import { debts as styles } from './debts.styles';

/** A debt's icon in its colour and its name, a link to the debt's own page (its schedule and what more would save). */
export function DebtName({ debt }: { debt: Debt }) {
  return (
    <Link to="/debts/$debtId" params={{ debtId: debt.id }} className={styles.nameLink}>
      <DebtIcon debt={debt} />
      <span data-testid="debt-name">{debt.name}</span>
    </Link>
  );
}
