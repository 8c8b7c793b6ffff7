import { Box, Table } from '@academias/shared/ui';
import type { ReactNode } from 'react';

/**
 * Border + horizontal scroll for a wide table. The outer box clips, so on a 390 px screen the
 * table scrolls inside its frame instead of widening the whole page.
 */
export const TableFrame = ({ children }: { children: ReactNode }) => (
  <Box
    position="relative"
    borderWidth="1px"
    borderRadius="md"
    bg="bg"
    overflow="hidden"
    maxW="full"
  >
    <Table.ScrollArea>{children}</Table.ScrollArea>
  </Box>
);
