import {
  Alert,
  Box,
  Button,
  Flex,
  HStack,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SearchInput } from './search-input.tsx';

export interface DataColumn<Row> {
  /** Sort key sent to the server (`sort=`) and React key. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end' | 'center';
}

export interface SortState {
  key: string;
  order: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  /** Accessible name of the table (usually the page title). */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
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
  /** A Spanish message (`apiErrorMessage(error)`); shows the error state with Reintentar. */
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
  /** Filters and buttons shown next to the search (export, new ...). */
  toolbar?: ReactNode;
}

const PAGE_SIZES = [10, 25, 50, 100];

const ariaSort = (sort: SortState | undefined, key: string) =>
  sort?.key === key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined;

/**
 * The list of every module (DESIGN.md §8): server-side paging, sort and search, with loading,
 * empty and error states. Page lists are at most 100 rows (Chakra tables are slow past that).
 */
export const DataTable = <Row,>(p: DataTableProps<Row>) => {
  const pages = Math.max(1, Math.ceil(p.total / p.pageSize));
  const from = p.total === 0 ? 0 : (p.page - 1) * p.pageSize + 1;
  const to = Math.min(p.total, p.page * p.pageSize);
  const toggleSort = (key: string) =>
    p.onSortChange?.({
      key,
      order: p.sort?.key === key && p.sort.order === 'asc' ? 'desc' : 'asc',
    });

  let body: ReactNode;
  if (p.error) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{p.error}</Alert.Title>
        </Alert.Content>
        {p.onRetry && (
          <Button size="sm" variant="outline" onClick={p.onRetry}>
            Reintentar
          </Button>
        )}
      </Alert.Root>
    );
  } else if (p.loading && !p.rows) {
    body = (
      <Stack gap="2" role="status" aria-label="Cargando datos">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height="8" />
        ))}
      </Stack>
    );
  } else if (!p.rows || p.rows.length === 0) {
    body = (
      <Box
        py="10"
        textAlign="center"
        color="fg.muted"
        borderWidth="1px"
        borderRadius="md"
        borderStyle="dashed"
      >
        {p.emptyText ??
          (p.search ? `No hay resultados para “${p.search}”.` : 'Aún no hay registros.')}
      </Box>
    );
  } else {
    body = (
      <Table.ScrollArea borderWidth="1px" borderRadius="md" aria-busy={p.loading || undefined}>
        <Table.Root size="sm" striped interactive>
          <Table.Caption srOnly>{p.caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {p.columns.map((c) => (
                <Table.ColumnHeader
                  key={c.key}
                  textAlign={c.align}
                  aria-sort={ariaSort(p.sort, c.key)}
                >
                  {c.sortable && p.onSortChange ? (
                    <Button
                      variant="plain"
                      size="sm"
                      px="0"
                      fontWeight="semibold"
                      onClick={() => toggleSort(c.key)}
                    >
                      {c.header}
                      <span aria-hidden>
                        {p.sort?.key === c.key ? (p.sort.order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </Button>
                  ) : (
                    c.header
                  )}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body opacity={p.loading ? 0.6 : 1}>
            {p.rows.map((row) => (
              <Table.Row key={p.rowKey(row)}>
                {p.columns.map((c) => (
                  <Table.Cell key={c.key} textAlign={c.align}>
                    {c.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <Stack gap="4">
      {(p.onSearchChange || p.toolbar) && (
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
        </Flex>
      )}
      {body}
      {!p.error && p.total > 0 && (
        <Flex
          as="nav"
          aria-label={`Páginas de ${p.caption}`}
          gap="3"
          wrap="wrap"
          align="center"
          justify="space-between"
        >
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {from}–{to} de {p.total}
          </Text>
          <HStack gap="2">
            {p.onPageSizeChange && (
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field
                  aria-label="Filas por página"
                  value={p.pageSize}
                  onChange={(e) => p.onPageSizeChange?.(Number(e.target.value))}
                >
                  {PAGE_SIZES.map((n) => (
                    <option key={n} value={n}>
                      {n} por página
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
            <Button
              size="sm"
              variant="outline"
              disabled={p.page <= 1}
              onClick={() => p.onPageChange(p.page - 1)}
            >
              Anterior
            </Button>
            <Text fontSize="sm">
              Página {p.page} de {pages}
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={p.page >= pages}
              onClick={() => p.onPageChange(p.page + 1)}
            >
              Siguiente
            </Button>
          </HStack>
        </Flex>
      )}
    </Stack>
  );
};
