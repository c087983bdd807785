import { memo } from 'react';
import { formatPercent } from '@/lib/money';
import { balanceText, closureNote } from '@/planning/debt-closure';
import { utilizationPercent } from '@/planning/debt-status';
import { ClosureBadge } from './closure-badge';
import { DebtActions, MoveButtons } from './debt-actions';
import { DebtName } from './debt-name';
import { debtTypeLabels } from './debt-labels';
import { HIGH_UTILIZATION, dueText, minimumText, promoText, utilizationText } from './debt-facts';
import type { DebtRowProps, DebtViewProps } from './debt-table';
import { debts as styles } from './debts.styles';
import { Card } from '@/lib/ui/card';
import { ProgressBar } from '@/lib/ui/progress-bar';
import { cx } from '@/lib/ui/static-styles';

/** A debt as the kit's static card, like the table's rows (see there why). */
const DebtCard = memo(function DebtCard({ debt, index, isLast, today, moving, onMove, onAction }: DebtRowProps) {
  const utilization = utilizationPercent(debt);
  const promo = promoText(debt, today);
  const closed = closureNote(debt);
  const due = dueText(debt);
  const high = utilization !== null && utilization >= HIGH_UTILIZATION;
  return (
    <Card.Root as="li" size="sm" className={styles.card} data-testid="debt-row" data-debt-id={debt.id}>
      <Card.Body className={styles.cardBody}>
        <div className={styles.cardTop}>
          <div className={styles.cardTitle}>
            <p className={styles.cardName}>
              {index !== null ? (
                <span className={cx(styles.cardPriority, styles.muted)} aria-label={`Priority ${index + 1}`}>
                  {index + 1}.
                </span>
              ) : null}
              <DebtName debt={debt} />
              <ClosureBadge debt={debt} className={styles.cardBadge} />
            </p>
            <p className={cx(styles.cardSmall, styles.muted)}>
              {debtTypeLabels[debt.type]}
              {due ? ` · due ${due}` : ''}
            </p>
          </div>
          {index !== null ? <MoveButtons debt={debt} index={index} isLast={isLast} disabled={moving} onMove={onMove} /> : null}
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
        <DebtActions debt={debt} onAction={onAction} />
      </Card.Body>
    </Card.Root>
  );
});

/** The debts as cards, for phones. */
export function DebtCards({ open, paid, ...rest }: DebtViewProps) {
  return (
    <ul className={styles.cardList} aria-label="Your debts">
      {open.map((debt, index) => (
        <DebtCard key={debt.id} debt={debt} index={index} isLast={index === open.length - 1} {...rest} />
      ))}
      {paid.map((debt) => (
        <DebtCard key={debt.id} debt={debt} index={null} isLast={false} {...rest} />
      ))}
    </ul>
  );
}
