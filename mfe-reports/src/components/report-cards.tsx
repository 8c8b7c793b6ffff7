import { Box, Card, Stack, Text } from '@academias/shared/ui';
import { formatCell } from '../lib/report-columns.ts';
import type { ReportTableProps } from './report-table-props.ts';

/**
 * A report's figures on a phone: a card per row (the first column heads it, the others follow as
 * "Label: value") instead of a table whose amounts would start off screen; the total last, bold.
 */
export function ReportCards<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  action,
}: ReportTableProps<Row>) {
  const [head, ...rest] = columns;
  const card = (row: Row, key: string | number, isTotal: boolean) => (
    <Card.Root as="li" key={key} size="sm" fontWeight={isTotal ? 'bold' : undefined}>
      <Card.Body gap="2">
        {head && (
          <Box fontWeight="semibold" overflowWrap="anywhere">
            {formatCell(head.kind, head.value(row))}
          </Box>
        )}
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
          {rest.map((c) => (
            <Box key={c.header} display="contents">
              <Text as="dt" color="fg.muted" fontSize="sm" fontWeight="normal">
                {c.header}
              </Text>
              <Box as="dd" fontSize="sm" textAlign="end" overflowWrap="anywhere">
                {formatCell(c.kind, c.value(row))}
              </Box>
            </Box>
          ))}
        </Box>
        {action && !isTotal && (
          // a tap target of at least 44 px on a phone, whatever size the report gave its button
          <Box pt="1" css={{ '& button, & a': { minHeight: '44px' } }}>
            {action(row)}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{caption}</Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={caption}>
        {rows.map((row, i) => card(row, rowKey(row, i), false))}
        {total && card(total, 'total', true)}
      </Stack>
    </Stack>
  );
}
