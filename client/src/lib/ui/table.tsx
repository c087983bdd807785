import type { TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { parts, table } from './kit.styles';
import { cx } from './static-styles';
import type { ElementProps } from './element-props';

/** Numbers line up at the end of their column (Chakra's `textAlign="end"`). */
interface AlignProps {
  align?: 'start' | 'end';
}

function Root({ className, ...rest }: ElementProps<HTMLTableElement, TableHTMLAttributes<HTMLTableElement>>) {
  return <table {...rest} className={cx(table('root'), className)} />;
}

function Row({ className, ...rest }: ElementProps<HTMLTableRowElement>) {
  return <tr {...rest} className={cx(table('row'), className)} />;
}

function ColumnHeader({ align = 'start', className, ...rest }: Omit<ElementProps<HTMLTableCellElement, ThHTMLAttributes<HTMLTableCellElement>>, 'align'> & AlignProps) {
  return <th {...rest} className={cx(table('columnHeader'), align === 'end' && parts.tableEnd, className)} />;
}

function Cell({ align = 'start', className, ...rest }: Omit<ElementProps<HTMLTableCellElement, TdHTMLAttributes<HTMLTableCellElement>>, 'align'> & AlignProps) {
  return <td {...rest} className={cx(table('cell'), align === 'end' && parts.tableEnd, className)} />;
}

/** Chakra's Table (size sm, variant line), drawn by the theme's table recipe as static classes. */
export const Table = { Root, Row, ColumnHeader, Cell };
