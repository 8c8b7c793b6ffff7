import type { ReactNode } from 'react';

export interface DataColumn<Row> {
  /** React key; also the sort key sent to the server (`sort=`) when `sortable`. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** The server's sort name when it is not `key`; the column is then sortable. */
  sortKey?: string;
  align?: 'start' | 'end' | 'center';
  /** Hidden below 768 px, to keep phones readable. */
  hideOnMobile?: boolean;
}

export interface SortState {
  key: string;
  order: 'asc' | 'desc';
}

/** The server sort name of a column, or undefined when it cannot be sorted. */
export const sortKeyOf = <Row>(column: DataColumn<Row>): string | undefined =>
  column.sortKey ?? (column.sortable ? column.key : undefined);

/** Style props of a cell of this column: alignment, hiding on phones, one line when asked. */
export const cellStyle = <Row>(column: DataColumn<Row>, nowrap?: boolean) => ({
  textAlign: column.align ?? 'start',
  ...(column.hideOnMobile ? { display: { base: 'none', md: 'table-cell' } } : {}),
  ...(nowrap ? { whiteSpace: 'nowrap' } : {}),
});
