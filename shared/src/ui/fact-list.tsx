import { Box, chakra, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Labelled values (contact data, counts) as a definition list in columns (one on a phone). */
export const FactList = ({
  facts,
  columns = 2,
}: {
  facts: [label: string, value: ReactNode][];
  columns?: number;
}) => (
  <SimpleGrid as="dl" columns={{ base: 1, md: columns }} gapX="8" gapY="3">
    {facts.map(([label, value]) => (
      <Box key={label}>
        <chakra.dt color="fg.muted" fontSize="sm">
          {label}
        </chakra.dt>
        <chakra.dd ms="0">{value}</chakra.dd>
      </Box>
    ))}
  </SimpleGrid>
);
