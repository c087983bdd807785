import { memo, useMemo, type ReactNode } from 'react';
import type { Debt } from '@schemas/index';
import { formatPercent } from '@/lib/money';
import { balanceText, closureBadge, closureNote } from '@/planning/debt-closure';
import { utilizationPercent } from '@/planning/debt-status';
import { ClosureBadge } from './closure-badge';
import { DebtActions, MoveButtons, type DebtAction } from './debt-actions';
import type { ListedDebt } from './debt-list-view';
import type { DebtSortKey } from './debt-list-search';
import { DebtTableHeader, type SortState } from './debt-table-header';
import { PositionField } from '@/lib/ui/position-field';
import { DragHandle, SortableList, useSortableItem, type SortableHandle } from '@/lib/ui/sortable-list';
import { DebtName } from './debt-name';
import { debtTypeLabels } from './debt-labels';
import { HIGH_UTILIZATION, dueText, minimumText, promoText, utilizationText } from './debt-facts';
import { cx } from '@/lib/ui/static-styles';
import { Table } from '@/lib/ui/table';
import { debts as styles } from './debts.styles';

/**
 * What the table and the cards receive. `onMove`, `onMoveTo` and `onAction` must keep their
 * identity between renders: rows are memoized, so a change to one debt re-renders only its row.
 */
export interface DebtViewProps {
  /** The page of debts shown, each with its place in the payoff order (null when not owed). */
  rows: ListedDebt[];
  /** How many debts are owed: the length of the payoff order. */
  owedCount: number;
  today: string;
  moving: boolean;
  /**
   * Whether the person is changing the order ("Change order", only while the rows shown are a page
   * of the payoff order itself): each debt then shows its order controls in place of its actions,
   * so the row keeps room for a long name at desktop width.
   */
  arranging: boolean;
  onMove: (debt: Debt, direction: -1 | 1) => void;
  /** Move a debt to a position (1-based) in the whole order: typed, or where it was dropped. */
  onMoveTo: (debt: Debt, position: number) => void;
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

/** One debt's row: its place in the payoff order (null once paid off). */
export interface DebtRowProps extends Omit<DebtViewProps, 'rows'> {
  debt: Debt;
  position: number | null;
}

/** A debt's place in the order and the ways to change it: drag, type a position, or one step up or down. */
export function OrderControls({ debt, position, owedCount, moving, handle, onMove, onMoveTo }: Pick<DebtRowProps, 'debt' | 'owedCount' | 'moving' | 'onMove' | 'onMoveTo'> & { position: number; handle: SortableHandle }) {
  return (
    <div className={styles.order}>
      {handle ? <DragHandle name={debt.name} handle={handle} /> : null}
      <PositionField itemId={debt.id} name={debt.name} orderName="the payoff order" position={position} count={owedCount} disabled={moving} onMoveTo={(to) => onMoveTo(debt, to)} />
      <MoveButtons debt={debt} index={position - 1} isLast={position === owedCount} disabled={moving} onMove={onMove} />
    </div>
  );
}

/**
 * A row of the kit's static table (no styling runtime): it renders for every debt added or
 * changed, also on other devices.
 */
const DebtTableRow = memo(function DebtTableRow({ debt, position, today, arranging, onAction, ...order }: DebtRowProps) {
  const due = dueText(debt);
  const { setNodeRef, style, handle, draggingClass } = useSortableItem(debt.id, arranging && position !== null);
  return (
    <Table.Row data-testid="debt-row" data-debt-id={debt.id} ref={setNodeRef} style={style} className={draggingClass}>
      <Table.Cell className={styles.fit}>
        {position === null ? (
          <p className={cx(styles.paidMark, styles.muted)} aria-label={closureBadge(debt) ?? 'Paid off'}>
            ✓
          </p>
        ) : arranging ? (
          <OrderControls debt={debt} position={position} handle={handle} {...order} />
        ) : (
          <p className={styles.priority}>{position}</p>
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
      {arranging ? null : (
        <Table.Cell className={styles.fit}>
          <DebtActions debt={debt} onAction={onAction} wrap={false} />
        </Table.Cell>
      )}
    </Table.Row>
  );
});

/** The owed debts shown, dragged to another place in the payoff order. */
export function SortableDebts({ rows, layout, onMoveTo, children }: Pick<DebtViewProps, 'rows' | 'onMoveTo'> & { layout: 'rows' | 'grid'; children: ReactNode }) {
  const items = useMemo(() => rows.map(({ debt, position }) => ({ id: debt.id, name: debt.name, position })), [rows]);
  const onDrop = (id: string, position: number) => {
    const moved = rows.find((row) => row.debt.id === id);
    if (moved) onMoveTo(moved.debt, position);
  };
  return (
    <SortableList rows={items} layout={layout} onDrop={onDrop}>
      {children}
    </SortableList>
  );
}

/** The debts as a table, for wide screens (from 1024 px): the kit's static table, like its rows. */
export function DebtTable({ rows, sort, onSort, onMoveTo, ...rest }: DebtViewProps & { sort: SortState; onSort: (key: DebtSortKey) => void }) {
  const body = (
    <tbody>
      {rows.map(({ debt, position }) => (
        <DebtTableRow key={debt.id} debt={debt} position={position} onMoveTo={onMoveTo} {...rest} />
      ))}
    </tbody>
  );
  return (
    <div className={styles.tablePanel}>
      <Table.Root aria-label="Your debts">
        <DebtTableHeader sort={sort} onSort={onSort} withActions={!rest.arranging} />
        {/* Always inside the drag context, arranging or not: switching modes then re-renders the rows rather than mounting them afresh. */}
        <SortableDebts rows={rest.arranging ? rows : []} layout="rows" onMoveTo={onMoveTo}>
          {body}
        </SortableDebts>
      </Table.Root>
    </div>
  );
}
