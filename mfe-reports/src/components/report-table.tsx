import { Box, Table, useNarrowScreen } from '@academias/shared/ui';
import { formatCell, isNumeric } from '../lib/report-columns.ts';
import { ReportCards } from './report-cards.tsx';
import type { ReportTableProps } from './report-table-props.ts';

/** The figures behind a chart, exact and in CLP; on a phone, a card per row (report-cards.tsx). */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  const narrow = useNarrowScreen();
  if (narrow) return <ReportCards {...props} />;
  const { caption, columns, rows, rowKey, total, action, actionHeader, maxHeight } = props;
  const cells = (row: Row) =>
    columns.map((c) => (
      <Table.Cell
        key={c.header}
        textAlign={isNumeric(c.kind) ? 'end' : 'start'}
        whiteSpace="nowrap"
      >
        {formatCell(c.kind, c.value(row))}
      </Table.Cell>
    ));
  return (
    <Box
      overflowX="auto"
      maxH={maxHeight}
      overflowY={maxHeight ? 'auto' : undefined}
      tabIndex={0}
      aria-label={caption}
    >
      <Table.Root size="sm" stickyHeader={Boolean(maxHeight)} interactive>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" pb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader
                key={c.header}
                textAlign={isNumeric(c.kind) ? 'end' : 'start'}
                whiteSpace="nowrap"
              >
                {c.header}
              </Table.ColumnHeader>
            ))}
            {action && <Table.ColumnHeader>{actionHeader ?? 'Acciones'}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => (
            <Table.Row key={rowKey(row, i)}>
              {cells(row)}
              {action && <Table.Cell>{action(row)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
        {total && (
          <Table.Footer>
            <Table.Row fontWeight="bold">
              {cells(total)}
              {action && <Table.Cell />}
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </Box>
  );
}
