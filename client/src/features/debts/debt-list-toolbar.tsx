import { NativeSelect } from '@chakra-ui/react';
import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DEBT_TYPES, type DebtType } from '@schemas/index';
import { field, input } from '@/lib/ui/kit.styles';
import { cx } from '@/lib/ui/static-styles';
import { debtTypeLabels } from './debt-labels';
import { debtSortKeys, type DebtListSearch, type DebtSortKey, type DebtStatusFilter } from './debt-list-search';
import { sortLabels } from './debt-table-header';
import { debts as styles } from './debts.styles';

const statusLabels: Record<DebtStatusFilter, string> = { all: 'All debts', open: 'Still owed', paid: 'Paid off', closed: 'Closed' };

interface ToolbarProps {
  search: DebtListSearch;
  /** A change of the view: the list goes back to its first page. */
  onChange: (change: Partial<DebtListSearch>) => void;
  /** Phones and tablets sort with a select; the table sorts by its headings. */
  showSort: boolean;
}

/** A labelled select of the kit, for the toolbar. */
function ToolbarSelect({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={cx(field('root'), styles.toolbarField)}>
      <label className={field('label')} htmlFor={id}>
        {label}
      </label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </div>
  );
}

/**
 * The search, filters and (on phones) the sort above the debts. The search filters as the person
 * types: a hundred debts filter in well under a frame, so it needs no delay. What is typed is held
 * here and written to the address (replacing the entry, so back does not step through letters);
 * the address changing otherwise (back, forward) puts its search in the field.
 */
export function DebtListToolbar({ search, onChange, showSort }: ToolbarProps) {
  const searchId = useId();
  const query = search.q ?? '';
  const [typed, setTyped] = useState(query);
  const sent = useRef(query);
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setTyped(query);
    }
  }, [query]);
  const sortValue = `${search.sort ?? 'order'}:${search.dir ?? 'asc'}`;
  return (
    <div className={styles.toolbar} role="search" aria-label="Find debts">
      <div className={cx(field('root'), styles.search)}>
        <label className={field('label')} htmlFor={searchId}>
          <SearchIcon aria-hidden="true" className={styles.sortIcon} /> Search by name or type
        </label>
        <input
          id={searchId}
          type="search"
          className={input()}
          value={typed}
          autoComplete="off"
          onChange={(event) => {
            setTyped(event.target.value);
            sent.current = event.target.value.trim() === '' ? '' : event.target.value;
            onChange({ q: event.target.value });
          }}
        />
      </div>
      <ToolbarSelect label="Show" value={search.status ?? 'all'} options={Object.entries(statusLabels)} onChange={(value) => onChange({ status: value as DebtStatusFilter })} />
      <ToolbarSelect
        label="Type"
        value={search.type ?? ''}
        options={[['', 'Any type'], ...DEBT_TYPES.map((type): [string, string] => [type, debtTypeLabels[type]])]}
        onChange={(value) => onChange({ type: value === '' ? undefined : (value as DebtType) })}
      />
      {showSort ? (
        <ToolbarSelect
          label="Sort by"
          value={sortValue}
          options={debtSortKeys.flatMap((key): [string, string][] => [
            [`${key}:asc`, `${sortLabels[key]}${ascendingHint[key]}`],
            [`${key}:desc`, `${sortLabels[key]}${descendingHint[key]}`],
          ])}
          onChange={(value) => {
            const [sort, dir] = value.split(':') as [DebtSortKey, 'asc' | 'desc'];
            onChange({ sort, dir });
          }}
        />
      ) : null}
    </div>
  );
}

const ascendingHint: Record<DebtSortKey, string> = {
  order: '',
  name: ' (A to Z)',
  balance: ' (smallest first)',
  apr: ' (lowest first)',
  minimum: ' (smallest first)',
  due: ' (earliest first)',
  type: ' (A to Z)',
};
const descendingHint: Record<DebtSortKey, string> = {
  order: ' (reversed)',
  name: ' (Z to A)',
  balance: ' (largest first)',
  apr: ' (highest first)',
  minimum: ' (largest first)',
  due: ' (latest first)',
  type: ' (Z to A)',
};
