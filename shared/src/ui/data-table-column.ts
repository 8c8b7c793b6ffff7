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
  /** A wide text: one line cut with "…", the whole text on hover (title) and on keyboard focus. */
  truncate?: boolean;
  /** Phone cards: `title` heads the card (the first column otherwise), `hide` leaves it out. */
  card?: 'title' | 'hide';
  /** Kept stuck to the right edge so it never scrolls out of view (row actions); `actions` is by default. */
  sticky?: boolean;
  /** A header that is not text (the page's tick of a selection column). */
  headerCell?: ReactNode;
  /** The column chooser cannot hide it (the name that identifies the row, the actions). */
  alwaysShown?: boolean;
}

export interface SortState {
  key: string;
  order: 'asc' | 'desc';
}

/** The server sort name of a column, or undefined when it cannot be sorted. */
export const sortKeyOf = <Row>(column: DataColumn<Row>): string | undefined =>
  column.sortKey ?? (column.sortable ? column.key : undefined);

export const isSticky = <Row>(column: DataColumn<Row>): boolean =>
  column.sticky ?? column.key === 'actions';

/** Style props of a cell of this column: alignment, hiding on phones, one line, stuck right. */
export const cellStyle = <Row>(column: DataColumn<Row>, nowrap?: boolean) => ({
  textAlign: column.align ?? 'start',
  ...(column.hideOnMobile ? { display: { base: 'none', md: 'table-cell' } } : {}),
  ...(nowrap ? { whiteSpace: 'nowrap' } : {}),
  ...(isSticky(column)
    ? {
        position: 'sticky',
        insetInlineEnd: 0,
        zIndex: 1,
        bg: 'bg',
        whiteSpace: 'nowrap',
        boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
      }
    : {}),
});
