import { Box, Card, Checkbox, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DataColumn } from './data-table-column.ts';
import type { RowKey, RowSelection } from './use-row-selection.ts';

interface DataTableCardsProps<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => RowKey;
  loading: boolean;
  selection?: RowSelection | undefined;
}

/**
 * A list on a phone (below 600 px): one card per row instead of a table that would scroll sideways.
 * The title column heads the card; the others follow as "Label: value" (a page leaves out what does
 * not matter there with `card: 'hide'`); the actions come last as full-width buttons.
 */
export const DataTableCards = <Row,>(p: DataTableCardsProps<Row>) => {
  const title = p.columns.find((c) => c.card === 'title') ?? p.columns[0];
  const actions = p.columns.find((c) => c.key === 'actions' || c.sticky);
  const details = p.columns.filter((c) => c !== title && c !== actions && c.card !== 'hide');
  if (!p.rows) {
    // Cards of the final cards' shape: the title (beside a 44 px checkbox when rows can be ticked),
    // a line per detail, the actions' 44 px row.
    return (
      <Stack gap="3" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Card.Root key={i} size="sm">
            <Card.Body gap="2">
              <Skeleton height={p.selection ? '11' : '6'} width="60%" />
              <Stack gap="1">
                {details.map((c) => (
                  <Skeleton key={c.key} height="5" />
                ))}
              </Stack>
              {actions && <Skeleton height="11" mt="1" />}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }
  return (
    <Stack
      as="ul"
      gap="3"
      listStyleType="none"
      aria-label={p.caption}
      aria-busy={p.loading || undefined}
    >
      {p.rows.map((row) => {
        const key = p.rowKey(row);
        const actionCell: ReactNode = actions?.cell(row);
        return (
          <Card.Root as="li" key={key} size="sm">
            <Card.Body gap="2">
              <Flex gap="3" align="flex-start">
                {p.selection && (
                  <Checkbox.Root
                    checked={p.selection.allOfFilter || p.selection.keys.has(key)}
                    onCheckedChange={() => p.selection?.toggle(key)}
                    minH="11"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label srOnly>Seleccionar</Checkbox.Label>
                  </Checkbox.Root>
                )}
                <Box fontWeight="semibold" minW="0" flex="1" overflowWrap="anywhere">
                  {title?.cell(row)}
                </Box>
              </Flex>
              <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
                {details.map((c) => (
                  <Box key={c.key} display="contents">
                    <Text as="dt" color="fg.muted" fontSize="sm">
                      {c.header}
                    </Text>
                    <Box as="dd" fontSize="sm" minW="0" overflowWrap="anywhere">
                      {c.cell(row)}
                    </Box>
                  </Box>
                ))}
              </Box>
              {actionCell ? (
                // tap targets of at least 44 px on a phone, whatever size the page gave its buttons
                <Box pt="1" css={{ '& button, & a': { minHeight: '44px' } }}>
                  {actionCell}
                </Box>
              ) : null}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
};
