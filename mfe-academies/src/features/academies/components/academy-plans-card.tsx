import { formatClp } from '@academias/shared/format';
import { Badge, SectionCard, Table, Text } from '@academias/shared/ui';
import { useAcademyPlans } from '../api/academy-queries.ts';

/** The academy's plans with price, billing and active students. */
export const AcademyPlansCard = ({ academyId }: { academyId: number }) => {
  const plans = useAcademyPlans(academyId);
  return (
    <SectionCard title="Planes" query={plans}>
      {plans.data?.items.length === 0 && (
        <Text color="fg.muted">La academia aún no tiene planes.</Text>
      )}
      {plans.data && plans.data.items.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Caption srOnly>Planes de la academia</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Plan</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                  Tipo
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Alumnos activos</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {plans.data.items.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>
                    {p.name} {p.isClaseEspecial && <Badge ms="1">Clase especial</Badge>}
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                    {p.planTypeName} · {p.serviceTypeName}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatClp(p.price)}</Table.Cell>
                  <Table.Cell textAlign="end">{p.activeStudents}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </SectionCard>
  );
};
