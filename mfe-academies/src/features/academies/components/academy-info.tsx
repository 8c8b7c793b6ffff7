import type { academySchemas } from '@academias/shared/contract';
import { formatPhone } from '@academias/shared/format';
import { Card, FactList } from '@academias/shared/ui';
import type { z } from 'zod';

type Academy = z.infer<typeof academySchemas.academy>;

/** Contact data and counts of an academy, in a card of their own. */
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
    <Card.Root size={{ base: 'sm', md: 'md' }}>
      <Card.Body>
        <FactList facts={rows} />
      </Card.Body>
    </Card.Root>
  );
};
