import {
  Box,
  Center,
  Flex,
  Skeleton,
  Spinner,
  Stack,
  Table,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useDeferredValue, type ReactNode } from 'react';
import { ColumnChooser } from './column-chooser.tsx';
import { cellStyle, type DataColumn, type SortState } from './data-table-column.ts';
import { DataTableCards } from './data-table-cards.tsx';
import { DataTableHeader } from './data-table-header.tsx';
import { SelectAllBanner, selectionColumn } from './data-table-selection.tsx';
import { DataTableEmpty, DataTableError } from './data-table-states.tsx';
import { Pager } from './pager.tsx';
import { SearchInput } from './search-input.tsx';
import { TruncatedText } from './truncated-text.tsx';
import { useColumnChoice } from './use-column-choice.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';
import type { RowKey, RowSelection } from './use-row-selection.ts';

export type { DataColumn, SortState } from './data-table-column.ts';

export interface DataTableProps<Row> {
  /** Accessible name of the table (usually the page title). */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => RowKey;
  /** Server paging: `total` rows in all pages, `page` starts at 1. */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  search?: string;
  onSearchChange?: (search: string) => void;
  searchPlaceholder?: string;
  loading?: boolean;
  /** Refetching with the previous page still shown: a small spinner over the table. */
  fetching?: boolean;
  /** A Spanish message (`apiErrorMessage(error)`); shows the error state with Reintentar. */
  error?: string | null;
  onRetry?: () => void;
  /** Title of the empty state (`emptyText` is its older name). */
  emptyTitle?: string;
  emptyText?: string;
  emptyDescription?: string;
  /** Filters and buttons shown next to the search (export, new ...). */
  toolbar?: ReactNode;
  /** Cells keep to one line; the table scrolls sideways instead. */
  nowrap?: boolean;
  /** Offers "Columnas" (choose the columns), the choice saved in this browser under this id. */
  columnsId?: string;
  /** Ticked rows for bulk actions (`useRowSelection`), with "all N of this filter". */
  selection?: RowSelection;
}

/**
 * The list of every module (docs/design.md §8): server-side paging, sort and search, with loading,
 * empty and error states. Page lists are at most 100 rows (Chakra tables are slow past that).
 */
export const DataTable = <Row,>(props: DataTableProps<Row>) => {
  // New rows are drawn in the background, in slices the browser can interrupt: a page of rows
  // drawn by Chakra in one go was a single long task, the phone frozen while it ran (up to a
  // second at a phone's speed, docs/performance.md, session 14). Until they are drawn the table
  // says it is busy, as while they load.
  const rows = useDeferredValue(props.rows);
  const p = { ...props, rows, loading: !!props.loading || rows !== props.rows };
  const narrow = useNarrowScreen();
  const choice = useColumnChoice(p.columnsId);
  const shown = p.columns.filter((c) => c.alwaysShown || !choice.hidden.includes(c.key));
  const columns: readonly DataColumn<Row>[] = [
    ...(p.selection ? [selectionColumn(p.selection, p.rows ?? [], p.rowKey)] : []),
    ...shown.map((c) =>
      c.truncate ? { ...c, cell: (row: Row) => <TruncatedText>{c.cell(row)}</TruncatedText> } : c,
    ),
  ];
  const skeleton = !!p.loading && !p.rows;
  const emptyTitle =
    p.emptyTitle ??
    p.emptyText ??
    (p.search ? `No hay resultados para “${p.search}”.` : 'Aún no hay registros.');

  const body = p.error ? (
    <DataTableError message={p.error} onRetry={p.onRetry} />
  ) : narrow ? (
    <>
      <DataTableCards
        caption={p.caption}
        columns={shown}
        rows={p.rows}
        rowKey={p.rowKey}
        loading={!!p.loading || !!p.fetching}
        selection={p.selection}
      />
      {!skeleton && p.rows?.length === 0 && (
        <DataTableEmpty title={emptyTitle} description={p.emptyDescription} />
      )}
    </>
  ) : (
    <Box position="relative" borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden">
      <Table.ScrollArea>
        <Table.Root size="sm" interactive aria-busy={p.loading || p.fetching || undefined}>
          <Table.Caption srOnly>{p.caption}</Table.Caption>
          <DataTableHeader
            columns={columns}
            sort={p.sort}
            onSortChange={p.onSortChange}
            nowrap={p.nowrap}
          />
          <Table.Body>
            {skeleton
              ? Array.from({ length: 5 }, (_, i) => (
                  <Table.Row key={`skeleton-${i}`}>
                    {columns.map((c) => (
                      <Table.Cell key={c.key} {...cellStyle(c)}>
                        <Skeleton height="5" />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              : p.rows?.map((row) => (
                  <Table.Row key={p.rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Cell key={c.key} {...cellStyle(c, p.nowrap)}>
                        {c.cell(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {skeleton && (
        <VisuallyHidden role="status" aria-label="Cargando datos">
          Cargando datos
        </VisuallyHidden>
      )}
      {p.fetching && !skeleton && (
        <Center position="absolute" top="2" right="2" role="status">
          <Spinner size="sm" aria-hidden />
          <VisuallyHidden>Actualizando</VisuallyHidden>
        </Center>
      )}
      {!skeleton && p.rows?.length === 0 && (
        <DataTableEmpty title={emptyTitle} description={p.emptyDescription} />
      )}
    </Box>
  );

  return (
    <Stack gap="3">
      {(p.onSearchChange || p.toolbar || p.columnsId) && (
        <Flex gap="3" wrap="wrap" align="center">
          {p.onSearchChange && (
            <Box flex="1" minW="48" maxW="sm">
              <SearchInput
                value={p.search ?? ''}
                onChange={p.onSearchChange}
                placeholder={p.searchPlaceholder}
              />
            </Box>
          )}
          {p.toolbar}
          {p.columnsId && !narrow && (
            <ColumnChooser columns={p.columns} hidden={choice.hidden} onToggle={choice.toggle} />
          )}
        </Flex>
      )}
      {p.selection && p.rows && (
        <SelectAllBanner selection={p.selection} pageKeys={p.rows.map(p.rowKey)} total={p.total} />
      )}
      {body}
      {/* Not under the skeleton: the rows would push it down as they arrive (a layout shift). */}
      {!p.error && !skeleton && (
        <Pager
          page={p.page}
          pageSize={p.pageSize}
          total={p.total}
          onPageChange={p.onPageChange}
          onPageSizeChange={p.onPageSizeChange}
          label={`Páginas de ${p.caption}`}
        />
      )}
    </Stack>
  );
};
