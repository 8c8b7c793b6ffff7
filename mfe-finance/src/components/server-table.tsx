import {
  Alert,
  Box,
  Button,
  Checkbox,
  EmptyState,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@academias/shared/ui';
import type { ReactNode } from 'react';
import { Pager } from './pager.tsx';
import { TableFrame } from './table-frame.tsx';

export interface Column<Row, S extends string = string> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort key, when the column can be sorted. */
  sortKey?: S;
  align?: 'start' | 'end';
}

export interface Selection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** Rows that cannot be chosen (already paid ...). */
  isSelectable?: (id: number) => boolean;
  label: (id: number) => string;
}

interface ServerTableProps<Row, S extends string> {
  /** Accessible name of the table (a visually hidden caption). */
  caption: string;
  columns: readonly Column<Row, S>[];
  rows: readonly Row[] | undefined;
  rowId: (row: Row) => number;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort?: S | undefined;
  order?: 'asc' | 'desc';
  onSort?: (sort: S) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  emptyTitle: string;
  emptyDescription?: string;
  selection?: Selection;
}

/**
 * A page of a server-side list: sortable headers (buttons, with `aria-sort`), loading skeleton,
 * Spanish empty and error states with retry, and a pager. It scrolls sideways on narrow screens.
 */
export const ServerTable = <Row, S extends string>(props: ServerTableProps<Row, S>) => {
  const {
    caption,
    columns,
    rows,
    rowId,
    loading,
    error,
    onRetry,
    emptyTitle,
    emptyDescription,
    selection,
  } = props;

  if (error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>No se pudo cargar la lista</Alert.Title>
          <Alert.Description>{error}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Reintentar
        </Button>
      </Alert.Root>
    );
  }
  if (loading && !rows) {
    return (
      <Stack gap="2" aria-busy="true" aria-label="Cargando lista">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="10" />
        ))}
      </Stack>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="md" bg="bg">
        <EmptyState.Content>
          <EmptyState.Title>{emptyTitle}</EmptyState.Title>
          {emptyDescription && <EmptyState.Description>{emptyDescription}</EmptyState.Description>}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  return (
    <Stack gap="3">
      <TableFrame>
        <Table.Root size="sm" aria-busy={loading}>
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              {selection && (
                <Table.ColumnHeader width="1">
                  <VisuallyHidden>Seleccionar</VisuallyHidden>
                </Table.ColumnHeader>
              )}
              {columns.map((c) => (
                <SortableHeader
                  key={c.key}
                  column={c}
                  sort={props.sort}
                  order={props.order}
                  onSort={props.onSort}
                />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => {
              const id = rowId(row);
              return (
                <Table.Row key={id}>
                  {selection && (
                    <Table.Cell>
                      <Checkbox.Root
                        checked={selection.selected.has(id)}
                        disabled={selection.isSelectable ? !selection.isSelectable(id) : false}
                        onCheckedChange={() => selection.toggle(id)}
                      >
                        <Checkbox.HiddenInput aria-label={selection.label(id)} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  )}
                  {columns.map((c) => (
                    <Table.Cell
                      key={c.key}
                      textAlign={c.align === 'end' ? 'end' : 'start'}
                      whiteSpace="nowrap"
                    >
                      {c.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </TableFrame>
      <Pager
        page={props.page}
        pageSize={props.pageSize}
        total={props.total}
        onPageChange={props.onPageChange}
      />
    </Stack>
  );
};

const SortableHeader = <Row, S extends string>({
  column,
  sort,
  order,
  onSort,
}: {
  column: Column<Row, S>;
  sort: S | undefined;
  order: 'asc' | 'desc' | undefined;
  onSort: ((sort: S) => void) | undefined;
}) => {
  const active = column.sortKey !== undefined && column.sortKey === sort;
  const ariaSort = active ? (order === 'desc' ? 'descending' : 'ascending') : undefined;
  const align = column.align === 'end' ? 'end' : 'start';
  if (!column.sortKey || !onSort) {
    return (
      <Table.ColumnHeader textAlign={align} whiteSpace="nowrap">
        {column.header}
      </Table.ColumnHeader>
    );
  }
  const sortKey = column.sortKey;
  return (
    <Table.ColumnHeader textAlign={align} aria-sort={ariaSort} whiteSpace="nowrap">
      <Button
        variant="plain"
        size="sm"
        px="0"
        fontWeight="semibold"
        onClick={() => onSort(sortKey)}
      >
        {column.header}
        <Box as="span" aria-hidden="true">
          {active ? (order === 'desc' ? '▼' : '▲') : '↕'}
        </Box>
      </Button>
    </Table.ColumnHeader>
  );
};

/** Small helper text under a list (totals, hints). */
export const ListNote = ({ children }: { children: ReactNode }) => (
  <Text fontSize="sm" color="fg.muted">
    {children}
  </Text>
);
