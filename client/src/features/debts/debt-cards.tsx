import { Progress } from '@chakra-ui/react';
import { memo } from 'react';
import { formatPercent } from '@/lib/money';
import { balanceText, closureNote } from '@/lib/planner/debt-closure';
import { utilizationPercent } from '@/lib/planner/debt-status';
import { ClosureBadge } from './closure-badge';
import { DebtActions, MoveButtons } from './debt-actions';
import { DebtColourDot } from './debt-colour-dot';
import { debtTypeLabels } from './debt-labels';
import { HIGH_UTILIZATION, dueText, minimumText, promoText, utilizationText } from './debt-facts';
import type { DebtRowProps, DebtViewProps } from './debt-table';
import '@/lib/ui/card.css';
import '@/lib/ui/badge.css';
import './debts.css';

/** A card of plain elements styled by card.css and debts.css, like the table's rows (see there why). */
const DebtCard = memo(function DebtCard({ debt, index, isLast, today, moving, onMove, onAction }: DebtRowProps) {
  const utilization = utilizationPercent(debt);
  const promo = promoText(debt, today);
  const closed = closureNote(debt);
  const due = dueText(debt);
  const high = utilization !== null && utilization >= HIGH_UTILIZATION;
  return (
    <li className="card debt-card" data-testid="debt-row" data-debt-id={debt.id}>
      <div className="card__body debt-card__body">
        <div className="debt-card__top">
          <div className="debt-card__title">
            <p className="debt-card__name">
              {index !== null ? (
                <span className="debt-card__priority debt-muted" aria-label={`Priority ${index + 1}`}>
                  {index + 1}.
                </span>
              ) : null}
              <DebtColourDot colorHex={debt.colorHex} />
              <span data-testid="debt-name">{debt.name}</span>
              <ClosureBadge debt={debt} className="debt-card__badge" />
            </p>
            <p className="debt-card__small debt-muted">
              {debtTypeLabels[debt.type]}
              {due ? ` · due ${due}` : ''}
            </p>
          </div>
          {index !== null ? <MoveButtons debt={debt} index={index} isLast={isLast} disabled={moving} onMove={onMove} /> : null}
        </div>
        <div className="debt-card__amounts">
          <p className="debt-card__balance" data-testid="debt-balance">
            {balanceText(debt)}
          </p>
          <p className="debt-muted">{formatPercent(debt.interestRate)} APR</p>
        </div>
        <p className="debt-card__small">Minimum {minimumText(debt)}</p>
        {utilization !== null ? (
          <div>
            <Progress.Root
              size="xs"
              value={Math.min(utilization, 100)}
              colorPalette={high ? 'orange' : 'teal'}
              aria-label={`Credit used: ${Math.round(utilization)}%`}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <p className={`debt-card__fine debt-card__used ${high ? 'debt-warning' : 'debt-muted'}`}>{utilizationText(debt)}</p>
          </div>
        ) : null}
        {promo ? <p className="debt-card__fine debt-muted">{promo}</p> : null}
        {closed ? <p className="debt-card__fine debt-muted">{closed}</p> : null}
        <DebtActions debt={debt} onAction={onAction} />
      </div>
    </li>
  );
});

/** The debts as cards, for phones. */
export function DebtCards({ open, paid, ...rest }: DebtViewProps) {
  return (
    <ul className="debt-card-list" aria-label="Your debts">
      {open.map((debt, index) => (
        <DebtCard key={debt.id} debt={debt} index={index} isLast={index === open.length - 1} {...rest} />
      ))}
      {paid.map((debt) => (
        <DebtCard key={debt.id} debt={debt} index={null} isLast={false} {...rest} />
      ))}
    </ul>
  );
}
