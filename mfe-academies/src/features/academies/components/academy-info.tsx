import type { academySchemas } from '@academias/shared/contract';
import { formatPhone } from '@academias/shared/format';
import { Box, chakra, SimpleGrid } from '@academias/shared/ui';
import type { z } from 'zod';

type Academy = z.infer<typeof academySchemas.academy>;

/** Contact data and counts of an academy as a definition list. */
export const AcademyInfo = ({ academy }: { academy: Academy }) => {
  const rows: [string, string | number][] = [
    ['Descripción', academy.description ?? '—'],
    ['Dirección', academy.address ?? '—'],
    ['Teléfono', academy.phone ? formatPhone(academy.phone) : '—'],
    ['Correo', academy.email ?? '—'],
    ['Alumnos', academy.studentCount],
    ['Planes', academy.planCount],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="8" gapY="3">
      {rows.map(([label, value]) => (
        <Box key={label}>
          <chakra.dt color="fg.muted" fontSize="sm">
            {label}
          </chakra.dt>
          <chakra.dd ms="0">{value}</chakra.dd>
        </Box>
      ))}
    </SimpleGrid>
  );
};
