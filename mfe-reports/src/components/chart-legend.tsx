import { Box, Flex } from '@academias/shared/ui';
import type { Series } from '../lib/chart-parts.ts';

/** The series' names under a chart, each after its colour (a square for bars, a dash for lines). */
export function ChartLegend({ series }: { series: Series[] }) {
  return (
    <Flex
      as="ul"
      wrap="wrap"
      justify="center"
      columnGap="4"
      rowGap="1"
      pt="2"
      fontSize="sm"
      color="fg"
      listStyleType="none"
    >
      {series.map((s) => (
        <Flex as="li" key={s.key} align="center" gap="1.5">
          <Box w="3" h={s.line ? '0.5' : '3'} flexShrink="0" style={{ background: s.color }} />
          {s.name}
        </Flex>
      ))}
    </Flex>
  );
}
