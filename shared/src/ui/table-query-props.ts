import { apiErrorMessage } from '@academias/shared/api';

interface PagedQuery<Row> {
  data?: { items: Row[]; total: number };
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a DataTable or ListPage shows of a paged query: its rows and total, loading while it
 * fetches, its Spanish error and Reintentar.
 */
export const tableQueryProps = <Row>(query: PagedQuery<Row>) => ({
  rows: query.data?.items,
  total: query.data?.total ?? 0,
  loading: query.isFetching,
  error: query.error ? apiErrorMessage(query.error) : null,
  onRetry: () => void query.refetch(),
});
