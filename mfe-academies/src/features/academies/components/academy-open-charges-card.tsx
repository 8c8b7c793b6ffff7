import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import { Badge, CompactTable, HStack, PageButtons, SectionCard, Text } from '@academias/shared/ui';
import { useState } from 'react';
import { useAcademyOpenCharges } from '../api/academy-queries.ts';

/** What the academy's students still owe (pendiente or vencido), oldest due first. */
export const AcademyOpenChargesCard = ({ academyId }: { academyId: number }) => {
  const [page, setPage] = useState(1);
  const charges = useAcademyOpenCharges(academyId, page);
  const pages = Math.max(1, Math.ceil((charges.data?.total ?? 0) / 10));
  return (
    <SectionCard title="Cobros pendientes" query={charges}>
      {charges.data && (
        <Text mb="3">
          Total pendiente: <strong>{formatClp(charges.data.totalAmount)}</strong> en{' '}
          {charges.data.total} {charges.data.total === 1 ? 'cobro' : 'cobros'}
        </Text>
      )}
      {charges.data && (
        <CompactTable
          caption="Cobros pendientes de la academia"
          rows={charges.data.items}
          rowKey={(c) => c.id}
          columns={[
            { key: 'student', header: 'Alumno', cell: (c) => c.studentName },
            { key: 'plan', header: 'Plan', hideOnMobile: true, cell: (c) => c.planName },
            {
              key: 'period',
              header: 'Período',
              hideOnMobile: true,
              cell: (c) => formatPeriod(c.period),
            },
            { key: 'amount', header: 'Monto', align: 'end', cell: (c) => formatClp(c.amount) },
            { key: 'due', header: 'Vence', nowrap: true, cell: (c) => formatDate(c.dueDate) },
            {
              key: 'state',
              header: 'Estado',
              cell: (c) => (
                <Badge colorPalette={c.state === 'vencido' ? 'red' : 'blue'}>
                  {c.state === 'vencido' ? 'Vencido' : 'Pendiente'}
                </Badge>
              ),
            },
          ]}
        />
      )}
      {pages > 1 && (
        <HStack justify="flex-end" mt="3" gap="2">
          <PageButtons page={page} pages={pages} onPageChange={setPage} />
        </HStack>
      )}
    </SectionCard>
  );
};
