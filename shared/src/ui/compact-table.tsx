import { Stack, Table, Text } from '@chakra-ui/react';
import type { DataColumn } from './data-table-column.ts';
import { DataTableCards } from './data-table-cards.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';

export type CompactColumn<Row> = Pick<
  DataColumn<Row>,
  'key' | 'header' | 'cell' | 'align' | 'hideOnMobile'
> & {
  /** The cell keeps to one line (a date). */
  nowrap?: boolean;
  /** The cell's text in medium weight (the name that identifies the row). */
  emphasis?: boolean;
};

interface CompactTableProps<Row> {
  /** Accessible name of the table. */
  caption: string;
  /** The caption as the table's visible title, the table framed (a settings section's history). */
  showCaption?: boolean;
  columns: readonly CompactColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty?: string;
  /** The row picked elsewhere on the page (the plan whose charges are shown) is highlighted. */
  selected?: (row: Row) => boolean;
  /**
   * On a phone (below 600 px), one card per row as the list pages show (DataTable): the first
   * column heads it, an `actions` column comes last with full-width buttons. For a table whose
   * columns do not fit 390 px (a history with its actions).
   */
  cardsOnPhone?: boolean;
}

const cellStyle = <Row,>(c: CompactColumn<Row>) => ({
  ...(c.align ? { textAlign: c.align } : {}),
  ...(c.hideOnMobile ? { display: { base: 'none', md: 'table-cell' } } : {}),
  ...(c.nowrap ? { whiteSpace: 'nowrap' } : {}),
  ...(c.emphasis ? { fontWeight: 'medium' } : {}),
});

const CompactRow = <Row,>(p: {
  row: Row;
  columns: readonly CompactColumn<Row>[];
  selected: boolean | undefined;
}) => (
  <Table.Row bg={p.selected ? 'colorPalette.subtle' : undefined}>
    {p.columns.map((c) => (
      <Table.Cell key={c.key} {...cellStyle(c)}>
        {c.cell(p.row)}
      </Table.Cell>
    ))}
  </Table.Row>
);

/**
 * A short table inside a card of a detail page (a student's plans, an academy's charges): every
 * row at once, no sort or paging (DataTable is the list pages' table).
 */
export const CompactTable = <Row,>({
  caption,
  showCaption,
  columns,
  rows,
  rowKey,
  empty,
  selected,
  cardsOnPhone = false,
}: CompactTableProps<Row>) => {
  const narrow = useNarrowScreen();
  if (rows.length === 0) return empty && <Text color="fg.muted">{empty}</Text>;
  if (cardsOnPhone && narrow)
    return (
      <Stack gap="2">
        {showCaption && (
          <Text fontWeight="semibold" aria-hidden>
            {caption}
          </Text>
        )}
        <DataTableCards
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          loading={false}
        />
      </Stack>
    );
  return (
    <Table.ScrollArea {...(showCaption ? { borderWidth: '1px', borderRadius: 'md' } : {})}>
      <Table.Root size="sm">
        {showCaption ? (
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" pb="2">
            {caption}
          </Table.Caption>
        ) : (
          <Table.Caption srOnly>{caption}</Table.Caption>
        )}
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} {...cellStyle(c)}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <CompactRow key={rowKey(row)} row={row} columns={columns} selected={selected?.(row)} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
};
