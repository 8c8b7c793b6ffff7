import { Button, Table } from '@chakra-ui/react';
import { cellStyle, sortKeyOf, type DataColumn, type SortState } from './data-table-column.ts';

interface DataTableHeaderProps<Row> {
  columns: readonly DataColumn<Row>[];
  sort?: SortState | undefined;
  onSortChange?: ((sort: SortState) => void) | undefined;
  nowrap?: boolean | undefined;
}

/** Column headers; a sortable one is a button that flips the order, with `aria-sort`. */
export const DataTableHeader = <Row,>({
  columns,
  sort,
  onSortChange,
  nowrap,
}: DataTableHeaderProps<Row>) => (
  <Table.Header>
    <Table.Row>
      {columns.map((c) => {
        const key = sortKeyOf(c);
        const active = key !== undefined && sort?.key === key;
        const order = active ? sort.order : undefined;
        return (
          <Table.ColumnHeader
            key={c.key}
            aria-sort={order && (order === 'asc' ? 'ascending' : 'descending')}
            {...cellStyle(c, nowrap)}
          >
            {c.headerCell ? (
              c.headerCell
            ) : key !== undefined && onSortChange ? (
              <Button
                variant="plain"
                size="sm"
                px="0"
                fontWeight="semibold"
                onClick={() => onSortChange({ key, order: order === 'asc' ? 'desc' : 'asc' })}
              >
                {c.header}
                <span aria-hidden="true">{order ? (order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
              </Button>
            ) : (
              c.header
            )}
          </Table.ColumnHeader>
        );
      })}
    </Table.Row>
  </Table.Header>
);
