import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { memo } from 'react';
import { Table } from '@/lib/ui/table';
import { cx } from '@/lib/ui/static-styles';
import type { DebtSortKey, SortDirection } from './debt-list-search';
import { debts as styles } from './debts.styles';

export interface SortState {
  key: DebtSortKey;
  dir: SortDirection;
}

/** What each sort is called where it is chosen (the headers' buttons, the phones' select). */
export const sortLabels: Record<DebtSortKey, string> = {
  order: 'Payoff order',
  name: 'Name',
  balance: 'Balance',
  apr: 'APR',
  minimum: 'Minimum',
  due: 'Due day',
  type: 'Type',
};

interface HeaderProps {
  sort: SortState;
  onSort: (key: DebtSortKey) => void;
}

/**
 * A button that sorts by its column, then reverses. Only the column sorted by shows an arrow, for
 * the direction: an arrow on every heading took the width a long debt name needs at 1280 px.
 */
function SortButton({ column, label, sort, onSort }: HeaderProps & { column: DebtSortKey; label: string }) {
  const active = sort.key === column;
  const Icon = sort.dir === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <button type="button" className={cx(styles.sortButton, active && styles.sortActive)} onClick={() => onSort(column)}>
      {label}
      {active ? <Icon aria-hidden="true" className={styles.sortIcon} /> : null}
    </button>
  );
}

/** `aria-sort` of a heading sorting by any of `columns`. */
function ariaSort(sort: SortState, columns: readonly DebtSortKey[]): 'ascending' | 'descending' | undefined {
  if (!columns.includes(sort.key)) return undefined;
  return sort.dir === 'asc' ? 'ascending' : 'descending';
}

/**
 * The column headings, each a button that sorts by it (and again to reverse). The Debt and
 * Minimum columns also hold the type and the due day, so each has a second button for those.
 * Memoized: they change only with the sort.
 */
export const DebtTableHeader = memo(function DebtTableHeader({ sort, onSort, withActions }: HeaderProps & { withActions: boolean }) {
  const heading = (columns: DebtSortKey[], end = false) => (
    <Table.ColumnHeader align={end ? 'end' : 'start'} aria-sort={ariaSort(sort, columns)}>
      <span className={cx(styles.sortButtons, end && styles.sortButtonsEnd)}>
        {columns.map((column) => (
          <SortButton key={column} column={column} label={column === 'order' ? 'Order' : column === 'name' ? 'Debt' : sortLabels[column]} sort={sort} onSort={onSort} />
        ))}
      </span>
    </Table.ColumnHeader>
  );
  return (
    <thead>
      <Table.Row>
        {heading(['order'])}
        {heading(['name', 'type'])}
        {heading(['balance'], true)}
        {heading(['apr'], true)}
        {heading(['minimum', 'due'], true)}
        {withActions ? (
          <Table.ColumnHeader>
            <span className="visually-hidden">Actions</span>
          </Table.ColumnHeader>
        ) : null}
      </Table.Row>
    </thead>
  );
});
