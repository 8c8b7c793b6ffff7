import {
  Alert,
  Box,
  Button,
  Center,
  EmptyState,
  Flex,
  HStack,
  NativeSelect,
  Skeleton,
  Spinner,
  Table,
  Text,
  VStack,
} from '@academias/shared/ui';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort name; the header becomes a sort button. */
  sortKey?: string;
  align?: 'start' | 'end';
  /** Hidden below 768 px, to keep phones readable. */
  hideOnMobile?: boolean;
}

interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  sort?: string;
  order?: 'asc' | 'desc';
  onSort?: (sortKey: string) => void;
  loading: boolean;
  /** Refetching with the previous page still shown. */
  fetching?: boolean;
  error: string | null;
  onRetry: () => void;
  emptyTitle: string;
  emptyDescription?: string;
}

/** A server-paged, sortable table with loading, error and empty states. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, total, page, pageSize, loading, fetching, error } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const mobileHidden = (c: Column<T>) =>
    c.hideOnMobile ? { display: { base: 'none', md: 'table-cell' } } : {};

  if (error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>No se pudo cargar la lista</Alert.Title>
          <Alert.Description>{error}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={props.onRetry}>
          Reintentar
        </Button>
      </Alert.Root>
    );
  }

  return (
    <VStack align="stretch" gap="3">
      <Box position="relative" borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden">
        <Table.ScrollArea>
          <Table.Root size="sm" interactive aria-busy={loading || fetching}>
            <Table.Caption srOnly>{caption}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {columns.map((c) => {
                  const active = c.sortKey && props.sort === c.sortKey;
                  return (
                    <Table.ColumnHeader
                      key={c.key}
                      textAlign={c.align === 'end' ? 'end' : 'start'}
                      aria-sort={
                        active ? (props.order === 'desc' ? 'descending' : 'ascending') : undefined
                      }
                      {...mobileHidden(c)}
                    >
                      {c.sortKey && props.onSort ? (
                        <Button
                          variant="plain"
                          size="sm"
                          px="0"
                          fontWeight="semibold"
                          onClick={() => props.onSort!(c.sortKey!)}
                        >
                          {c.header}
                          <span aria-hidden="true">
                            {active ? (props.order === 'desc' ? ' ▼' : ' ▲') : ' ↕'}
                          </span>
                        </Button>
                      ) : (
                        c.header
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {loading && !rows
                ? Array.from({ length: 5 }, (_, i) => (
                    <Table.Row key={`s${i}`}>
                      {columns.map((c) => (
                        <Table.Cell key={c.key} {...mobileHidden(c)}>
                          <Skeleton height="4" />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))
                : rows?.map((row) => (
                    <Table.Row key={rowKey(row)}>
                      {columns.map((c) => (
                        <Table.Cell
                          key={c.key}
                          textAlign={c.align === 'end' ? 'end' : 'start'}
                          {...mobileHidden(c)}
                        >
                          {c.cell(row)}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {fetching && !loading && (
          <Center position="absolute" top="2" right="2">
            <Spinner size="sm" aria-label="Actualizando" />
          </Center>
        )}
        {!loading && rows?.length === 0 && (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Title>{props.emptyTitle}</EmptyState.Title>
              {props.emptyDescription && (
                <EmptyState.Description>{props.emptyDescription}</EmptyState.Description>
              )}
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Box>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {total === 0 ? 'Sin resultados' : `${from}-${to} de ${total}`}
        </Text>
        <HStack gap="2">
          {props.onPageSizeChange && (
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label="Filas por página"
                value={pageSize}
                onChange={(e) => props.onPageSizeChange!(Number(e.target.value))}
              >
                {[10, 25, 50, 100].map((n) => (
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
            disabled={page <= 1}
            onClick={() => props.onPageChange(page - 1)}
          >
            Anterior
          </Button>
          <Text fontSize="sm" aria-live="polite">
            Página {page} de {pages}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => props.onPageChange(page + 1)}
          >
            Siguiente
          </Button>
        </HStack>
      </Flex>
    </VStack>
  );
}
