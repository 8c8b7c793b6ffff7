import { formatClp } from '@academias/shared/format';
import { Badge, CompactTable, SectionCard } from '@academias/shared/ui';
import { useAcademyPlans } from '../api/academy-queries.ts';

/** The academy's plans with price, billing and active students. */
export const AcademyPlansCard = ({ academyId }: { academyId: number }) => {
  const plans = useAcademyPlans(academyId);
  return (
    <SectionCard title="Planes" query={plans}>
      {plans.data && (
        <CompactTable
          caption="Planes de la academia"
          empty="La academia aún no tiene planes."
          rows={plans.data.items}
          rowKey={(p) => p.id}
          columns={[
            {
              key: 'plan',
              header: 'Plan',
              cell: (p) => (
                <>
                  {p.name} {p.isClaseEspecial && <Badge ms="1">Clase especial</Badge>}
                </>
              ),
            },
            {
              key: 'type',
              header: 'Tipo',
              hideOnMobile: true,
              cell: (p) => `${p.planTypeName} · ${p.serviceTypeName}`,
            },
            { key: 'price', header: 'Valor', align: 'end', cell: (p) => formatClp(p.price) },
            {
              key: 'active',
              header: 'Alumnos activos',
              align: 'end',
              cell: (p) => p.activeStudents,
            },
          ]}
        />
      )}
    </SectionCard>
  );
};
