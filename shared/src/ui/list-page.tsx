import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { ListFilters } from './list-filters.tsx';
import { PageHeader } from './page-header.tsx';

export type ListPageProps<Row> = DataTableProps<Row> & {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title: export, "Nuevo ...". */
  actions?: ReactNode;
  /** The list's filter fields; they fold behind "Filtros (n)" on a phone. */
  filters?: ReactNode;
  activeFilters?: number;
  /** Anything between the filters and the table (a summary, a notice). */
  children?: ReactNode;
};

/**
 * A module's list page (docs/design.md §8): heading with its actions, filters, then the table
 * with search, column chooser, pager and its loading/empty/error states; cards on a phone.
 * Pages compose it with their columns and filters and keep only what is theirs.
 */
export const ListPage = <Row,>({
  title,
  description,
  actions,
  filters,
  activeFilters = 0,
  children,
  ...table
}: ListPageProps<Row>) => (
  <>
    <PageHeader title={title} description={description} actions={actions} />
    <Stack gap="4">
      {filters && (
        <ListFilters label={`Filtros de ${table.caption.toLowerCase()}`} active={activeFilters}>
          {filters}
        </ListFilters>
      )}
      {children}
      <DataTable {...table} />
    </Stack>
  </>
);
