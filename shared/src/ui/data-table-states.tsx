import { Alert, Button, EmptyState } from '@chakra-ui/react';

/** A list that could not load: the server's Spanish message and Reintentar. */
export const DataTableError = ({ message, onRetry }: { message: string; onRetry?: () => void }) => (
  <Alert.Root status="error" role="alert">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>No se pudo cargar la lista</Alert.Title>
      <Alert.Description>{message}</Alert.Description>
    </Alert.Content>
    {onRetry && (
      <Button size="sm" variant="outline" onClick={onRetry}>
        Reintentar
      </Button>
    )}
  </Alert.Root>
);

/** No rows: what is missing and, if given, what to do about it. */
export const DataTableEmpty = ({
  title,
  description,
}: {
  title: string;
  description?: string | undefined;
}) => (
  <EmptyState.Root size="sm">
    <EmptyState.Content>
      <EmptyState.Title>{title}</EmptyState.Title>
      {description && <EmptyState.Description>{description}</EmptyState.Description>}
    </EmptyState.Content>
  </EmptyState.Root>
);
