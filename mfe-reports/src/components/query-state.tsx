import { apiErrorMessage } from '@academias/shared/api';
import { Alert, Button, EmptyState, Skeleton, Stack, VStack } from '@academias/shared/ui';
import type { UseQueryResult } from '@academias/shared/query';
import { useDeferredValue, type ReactNode } from 'react';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** True when the data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  emptyText?: string;
  /**
   * Something drawn with the content (a chart above the table) is still on its way: the
   * skeleton stays until it is in, so the content appears whole and nothing in it moves.
   */
  alsoPending?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error (with retry) and empty states around a report's content. The content is drawn
 * in the background once its data is in (time-sliced, the skeleton stays until it is drawn): a
 * dashboard drawn in one go after its answer was a long task that froze a phone (docs/performance.md,
 * session 14). A new month's data replaces the old one the same way.
 */
export function QueryState<T>({
  query,
  isEmpty,
  emptyTitle,
  emptyText,
  alsoPending = false,
  children,
}: QueryStateProps<T>) {
  const data = useDeferredValue(query.data);
  const drawing = data === undefined && query.data !== undefined;
  // What `alsoPending` waits for (a chart's data) arriving after the content's is drawn in the
  // background too.
  const waitingForMore = useDeferredValue(alsoPending && !query.isError);
  if (query.isPending || drawing || waitingForMore)
    return (
      <Stack gap="4" role="status" aria-live="polite" aria-label="Cargando datos del reporte">
        <Skeleton height="24" />
        <Skeleton height="64" />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>No se pudo cargar el reporte</Alert.Title>
          <Alert.Description>{apiErrorMessage(query.error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </Alert.Root>
    );
  if (isEmpty?.(data as T))
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{emptyTitle ?? 'Sin datos'}</EmptyState.Title>
            <EmptyState.Description>
              {emptyText ?? 'No hay movimientos en el período elegido.'}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return <>{children(data as T)}</>;
}
