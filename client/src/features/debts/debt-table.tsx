import { memo } from 'react';
import type { Debt } from '@schemas/index';
import { formatPercent } from '@/lib/money';
import { balanceText, closureBadge, closureNote } from '@/lib/planner/debt-closure';
import { utilizationPercent } from '@/lib/planner/debt-status';
import { ClosureBadge } from './closure-badge';
import { DebtActions, MoveButtons, type DebtAction } from './debt-actions';
import { DebtColourDot } from './debt-colour-dot';
import { debtTypeLabels } from './debt-labels';
import { HIGH_UTILIZATION, dueText, minimumText, promoText, utilizationText } from './debt-facts';
import '@/lib/ui/badge.css';
import './debts.css';

/**
 * What the table and the cards receive. `onMove` and `onAction` must keep their identity between
 * renders: rows are memoized, so a change to one debt (or one more debt) re-renders only its row.
 */
export interface DebtViewProps {
  /** Debts still owed, in priority order (these can be reordered). */
  open: Debt[];
  /** Debts paid off, listed after. */
  paid: Debt[];
  today: string;
  moving: boolean;
  onMove: (debt: Debt, direction: -1 | 1) => void;
  onAction: (action: DebtAction, debt: Debt) => void;
}

/**
 * The line under a debt's name: its type, then how much of its limit is used, its promotion, or
 * how it closed. In the name's column rather than columns of their own, so the row fits a
 * 1024 px screen with its actions in view.
 */
const Details = memo(function Details({ debt, today }: { debt: Debt; today: string }) {
  const closed = closureNote(debt);
  const utilization = utilizationPercent(debt);
  const used = closed ? null : utilizationText(debt);
  const promo = closed ? null : promoText(debt, today);
  return (
    <p className="debt-details debt-muted">
      {debtTypeLabels[debt.type]}
      {used ? (
        <>
          {' · '}
          <span className={utilization !== null && utilization >= HIGH_UTILIZATION ? 'debt-warning' : undefined}>{used}</span>
        </>
      ) : null}
      {promo ? ` · ${promo}` : null}
      {closed ? ` · ${closed}` : null}
    </p>
  );
});

/** One debt's place in the list: its priority (null once paid off) and whether it is the last that can move. */
export interface DebtRowProps extends Omit<DebtViewProps, 'open' | 'paid'> {
  debt: Debt;
  index: number | null;
  isLast: boolean;
}

/**
 * A row of plain elements styled by debts.css: it renders for every debt added or changed, also
 * on other devices.
 */
const DebtTableRow = memo(function DebtTableRow({ debt, index, isLast, today, moving, onMove, onAction }: DebtRowProps) {
  const due = dueText(debt);
  return (
    <tr className="debt-row" data-testid="debt-row" data-debt-id={debt.id}>
      <td className="debt-cell debt-cell--fit">
        {index === null ? (
          <p className="debt-paid-mark debt-muted" aria-label={closureBadge(debt) ?? 'Paid off'}>
            ✓
          </p>
        ) : (
          <div className="debt-order">
            <p className="debt-priority debt-muted" aria-label={`Priority ${index + 1}`}>
              {index + 1}
            </p>
            <MoveButtons debt={debt} index={index} isLast={isLast} disabled={moving} onMove={onMove} />
          </div>
        )}
      </td>
      <td className="debt-cell">
        <div className="debt-name-stack">
          <div className="debt-name-line">
            <span className="debt-name">
              <DebtColourDot colorHex={debt.colorHex} />
              <span data-testid="debt-name">{debt.name}</span>
            </span>
            <ClosureBadge debt={debt} />
          </div>
          <Details debt={debt} today={today} />
        </div>
      </td>
      <td className="debt-cell debt-cell--end debt-cell--nowrap" data-testid="debt-balance">
        {balanceText(debt)}
      </td>
      <td className="debt-cell debt-cell--end debt-cell--nowrap">{formatPercent(debt.interestRate)}</td>
      <td className="debt-cell debt-cell--end debt-cell--nowrap debt-cell--small">
        {minimumText(debt)}
        {due ? <span className="debt-details debt-muted debt-due">due {due}</span> : null}
      </td>
      <td className="debt-cell debt-cell--fit">
        <DebtActions debt={debt} onAction={onAction} wrap={false} />
      </td>
    </tr>
  );
});

/** The column headings, memoized: they never change when a debt does. */
const DebtTableHeader = memo(function DebtTableHeader() {
  const heading = (label: string, end = false) => (
    <th className={end ? 'debt-table__heading debt-table__heading--end' : 'debt-table__heading'}>{label}</th>
  );
  return (
    <thead>
      <tr className="debt-row">
        {heading('Order')}
        {heading('Debt')}
        {heading('Balance', true)}
        {heading('APR', true)}
        {heading('Minimum', true)}
        <th className="debt-table__heading">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
  );
});

/** The debts as a table, for wide screens (from 1024 px): plain elements styled by debts.css, like its rows. */
export function DebtTable({ open, paid, ...rest }: DebtViewProps) {
  return (
    <div className="debt-table-panel">
      <table className="debt-table" aria-label="Your debts">
        <DebtTableHeader />
        <tbody>
          {open.map((debt, index) => (
            <DebtTableRow key={debt.id} debt={debt} index={index} isLast={index === open.length - 1} {...rest} />
          ))}
          {paid.map((debt) => (
            <DebtTableRow key={debt.id} debt={debt} index={null} isLast={false} {...rest} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
