import { SimpleGrid } from '@academias/shared/ui';
import type { ReactNode } from 'react';

/** One column on a phone, two on a tablet, four on a desktop. */
export function KpiGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="6">
      {children}
    </SimpleGrid>
  );
}
