import { memo } from 'react';
import { formatPercent } from '@/lib/money';
import { balanceText, closureNote } from '@/planning/debt-closure';
import { utilizationPercent } from '@/planning/debt-status';
import { ClosureBadge } from './closure-badge';
import { DebtActions } from './debt-actions';
import { DebtName } from './debt-name';
import { debtTypeLabels } from './debt-labels';
import { HIGH_UTILIZATION, dueText, minimumText, promoText, utilizationText } from './debt-facts';
import { OrderControls, SortableDebts, type DebtRowProps, type DebtViewProps } from './debt-table';
import { useSortableItem } from '@/lib/ui/sortable-list';
import { debts as styles } from './debts.styles';
import { Card } from '@/lib/ui/card';
import { ProgressBar } from '@/lib/ui/progress-bar';
import { cx } from '@/lib/ui/static-styles';

/** A debt as the kit's static card, like the table's rows (see there why). */
const DebtCard = memo(function DebtCard({ debt, position, today, arranging, onAction, ...order }: DebtRowProps) {
  const { setNodeRef, style, handle, draggingClass } = useSortableItem(debt.id, arranging && position !== null);
  const utilization = utilizationPercent(debt);
  const promo = promoText(debt, today);
  const closed = closureNote(debt);
  const due = dueText(debt);
  const high = utilization !== null && utilization >= HIGH_UTILIZATION;
  return (
    <Card.Root as="li" size="sm" className={cx(styles.card, draggingClass)} data-testid="debt-row" data-debt-id={debt.id} ref={setNodeRef} style={style}>
      <Card.Body className={styles.cardBody}>
        <div className={styles.cardTop}>
          <div className={styles.cardTitle}>
            <p className={styles.cardName}>
              <DebtName debt={debt} />
              <ClosureBadge debt={debt} className={styles.cardBadge} />
            </p>
            <p className={cx(styles.cardSmall, styles.muted)}>
              {debtTypeLabels[debt.type]}
              {due ? ` · due ${due}` : ''}
            </p>
          </div>
          {position === null ? null : arranging ? (
            <OrderControls debt={debt} position={position} handle={handle} {...order} />
          ) : (
            <p className={cx(styles.cardSmall, styles.muted)}>
              <span className="visually-hidden">Place in the payoff order: </span>#{position}
            </p>
          )}
        </div>
        <div className={styles.cardAmounts}>
          <p className={styles.cardBalance} data-testid="debt-balance">
            {balanceText(debt)}
          </p>
          <p className={styles.muted}>{formatPercent(debt.interestRate)} APR</p>
        </div>
        <p className={styles.cardSmall}>Minimum {minimumText(debt)}</p>
        {utilization !== null ? (
          <div>
            <ProgressBar size="xs" value={Math.min(utilization, 100)} colorPalette={high ? 'orange' : 'accent'} label={`Credit used: ${Math.round(utilization)}%`} />
            <p className={cx(styles.cardFine, styles.cardUsed, high ? styles.warning : styles.muted)}>{utilizationText(debt)}</p>
          </div>
        ) : null}
        {promo ? <p className={cx(styles.cardFine, styles.muted)}>{promo}</p> : null}
        {closed ? <p className={cx(styles.cardFine, styles.muted)}>{closed}</p> : null}
        {arranging ? null : <DebtActions debt={debt} onAction={onAction} />}
      </Card.Body>
    </Card.Root>
  );
});

/** The debts as cards, for phones. */
export function DebtCards({ rows, onMoveTo, ...rest }: DebtViewProps) {
  const list = (
    <ul className={styles.cardList} aria-label="Your debts">
      {rows.map(({ debt, position }) => (
        <DebtCard key={debt.id} debt={debt} position={position} onMoveTo={onMoveTo} {...rest} />
      ))}
    </ul>
  );
  // Always inside the drag context (see DebtTable).
  return (
    <SortableDebts rows={rest.arranging ? rows : []} layout="grid" onMoveTo={onMoveTo}>
      {list}
    </SortableDebts>
  );
}
