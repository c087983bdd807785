import type { Ref, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { createContext, useContext } from 'react';
import { parts, stickyTable, table } from './kit.styles';
import { cx } from './static-styles';
import type { ElementProps } from './element-props';

/** Numbers line up at the end of their column (Chakra's `textAlign="end"`). */
interface AlignProps {
  align?: 'start' | 'end';
}

const StickyContext = createContext(false);

interface RootProps extends ElementProps<HTMLTableElement, TableHTMLAttributes<HTMLTableElement>> {
  /** The header row stays in view while the rows scroll under it (in a scrolling box). */
  stickyHeader?: boolean;
}

function Root({ stickyHeader = false, className, ...rest }: RootProps) {
  return (
    <StickyContext.Provider value={stickyHeader}>
      <table {...rest} className={cx(table('root'), className)} />
    </StickyContext.Provider>
  );
}

function Header({ className, ...rest }: ElementProps<HTMLTableSectionElement>) {
  return <thead {...rest} className={cx(useContext(StickyContext) && stickyTable('header'), className)} />;
}

function Body(props: ElementProps<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

/** `ref`: the row element (a row that can be dragged). */
function Row({ className, ...rest }: ElementProps<HTMLTableRowElement> & { ref?: Ref<HTMLTableRowElement> }) {
  return <tr {...rest} className={cx(table('row'), className)} />;
}

function ColumnHeader({ align = 'start', className, ...rest }: Omit<ElementProps<HTMLTableCellElement, ThHTMLAttributes<HTMLTableCellElement>>, 'align'> & AlignProps) {
  return <th {...rest} className={cx(table('columnHeader'), align === 'end' && parts.tableEnd, className)} />;
}

function Cell({ align = 'start', className, ...rest }: Omit<ElementProps<HTMLTableCellElement, TdHTMLAttributes<HTMLTableCellElement>>, 'align'> & AlignProps) {
  return <td {...rest} className={cx(table('cell'), align === 'end' && parts.tableEnd, className)} />;
}

/** Chakra's Table (size sm, variant line), drawn by the theme's table recipe as static classes: Table.Root > Table.Header, Table.Body > Table.Row > Table.ColumnHeader, Table.Cell. */
export const Table = { Root, Header, Body, Row, ColumnHeader, Cell };
