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

/** The same for a list shown whole on one page (every academy's rule, a charge's history). */
export const wholeTableProps = <Row>(
  query: Omit<PagedQuery<Row>, 'data'>,
  rows: readonly Row[] | undefined,
) => ({
  rows,
  total: rows?.length ?? 0,
  page: 1,
  pageSize: Math.max(10, rows?.length ?? 0),
  onPageChange: () => undefined,
  loading: query.isFetching,
  error: query.error ? apiErrorMessage(query.error) : null,
  onRetry: () => void query.refetch(),
});
