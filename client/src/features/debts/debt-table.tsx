import { memo } from 'react';
import type { Debt } from '@schemas/index';
import { formatPercent } from '@/lib/money';
import { balanceText, closureBadge, closureNote } from '@/planning/debt-closure';
import { utilizationPercent } from '@/planning/debt-status';
import { ClosureBadge } from './closure-badge';
import { DebtActions, MoveButtons, type DebtAction } from './debt-actions';
import { DebtName } from './debt-name';
import { debtTypeLabels } from './debt-labels';
import { HIGH_UTILIZATION, dueText, minimumText, promoText, utilizationText } from './debt-facts';
import { cx } from '@/lib/ui/static-styles';
import { Table } from '@/lib/ui/table';
import { debts as styles } from './debts.styles';

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
    <p className={cx(styles.details, styles.muted)}>
      {debtTypeLabels[debt.type]}
      {used ? (
        <>
          {' · '}
          <span className={utilization !== null && utilization >= HIGH_UTILIZATION ? styles.warning : undefined}>{used}</span>
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
 * A row of the kit's static table (no styling runtime): it renders for every debt added or
 * changed, also on other devices.
 */
const DebtTableRow = memo(function DebtTableRow({ debt, index, isLast, today, moving, onMove, onAction }: DebtRowProps) {
  const due = dueText(debt);
  return (
    <Table.Row data-testid="debt-row" data-debt-id={debt.id}>
      <Table.Cell className={styles.fit}>
        {index === null ? (
          <p className={cx(styles.paidMark, styles.muted)} aria-label={closureBadge(debt) ?? 'Paid off'}>
            ✓
          </p>
        ) : (
          <div className={styles.order}>
            <p className={cx(styles.priority, styles.muted)} aria-label={`Priority ${index + 1}`}>
              {index + 1}
            </p>
            <MoveButtons debt={debt} index={index} isLast={isLast} disabled={moving} onMove={onMove} />
          </div>
        )}
      </Table.Cell>
      <Table.Cell>
        <div className={styles.nameStack}>
          <div className={styles.nameLine}>
            <span className={styles.name}>
              <DebtName debt={debt} />
            </span>
            <ClosureBadge debt={debt} />
          </div>
          <Details debt={debt} today={today} />
        </div>
      </Table.Cell>
      <Table.Cell align="end" className={styles.nowrap} data-testid="debt-balance">
        {balanceText(debt)}
      </Table.Cell>
      <Table.Cell align="end" className={styles.nowrap}>
        {formatPercent(debt.interestRate)}
      </Table.Cell>
      <Table.Cell align="end" className={cx(styles.nowrap, styles.small)}>
        {minimumText(debt)}
        {due ? <span className={cx(styles.details, styles.muted, styles.due)}>due {due}</span> : null}
      </Table.Cell>
      <Table.Cell className={styles.fit}>
        <DebtActions debt={debt} onAction={onAction} wrap={false} />
      </Table.Cell>
    </Table.Row>
  );
});

/** The column headings, memoized: they never change when a debt does. */
const DebtTableHeader = memo(function DebtTableHeader() {
  const heading = (label: string, end = false) => <Table.ColumnHeader align={end ? 'end' : 'start'}>{label}</Table.ColumnHeader>;
  return (
    <thead>
      <Table.Row>
        {heading('Order')}
        {heading('Debt')}
        {heading('Balance', true)}
        {heading('APR', true)}
        {heading('Minimum', true)}
        <Table.ColumnHeader>
          <span className="visually-hidden">Actions</span>
        </Table.ColumnHeader>
      </Table.Row>
    </thead>
  );
});

/** The debts as a table, for wide screens (from 1024 px): the kit's static table, like its rows. */
export function DebtTable({ open, paid, ...rest }: DebtViewProps) {
  return (
    <div className={styles.tablePanel}>
      <Table.Root aria-label="Your debts">
        <DebtTableHeader />
        <tbody>
          {open.map((debt, index) => (
            <DebtTableRow key={debt.id} debt={debt} index={index} isLast={index === open.length - 1} {...rest} />
          ))}
          {paid.map((debt) => (
            <DebtTableRow key={debt.id} debt={debt} index={null} isLast={false} {...rest} />
          ))}
        </tbody>
      </Table.Root>
    </div>
  );
}
