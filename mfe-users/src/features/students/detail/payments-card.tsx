import { paymentMethodLabel } from '@academias/shared/contract/payments-labels';
import { formatClp, formatDateTime } from '@academias/shared/format';
import { CompactTable, HStack, PageButtons, SectionCard } from '@academias/shared/ui';
import { useState } from 'react';
import { useStudentPayments } from '../api/student-money-queries.ts';

/** Payments made for the student (getPayments filtered by the student), newest first. */
export const PaymentsCard = ({ studentId }: { studentId: number }) => {
  const [page, setPage] = useState(1);
  const payments = useStudentPayments(studentId, page);
  const total = payments.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / 10));
  return (
    <SectionCard title="Pagos" query={payments}>
      {payments.data && (
        <CompactTable
          caption="Pagos del alumno"
          empty="Aún no registra pagos."
          rows={payments.data.items}
          rowKey={(p) => p.id}
          columns={[
            {
              key: 'date',
              header: 'Fecha',
              nowrap: true,
              cell: (p) => formatDateTime(p.paidAt ?? p.createdAt),
            },
            {
              key: 'detail',
              header: 'Detalle',
              hideOnMobile: true,
              cell: (p) => p.items.map((i) => i.description).join(', '),
            },
            {
              key: 'method',
              header: 'Medio',
              hideOnMobile: true,
              cell: (p) => paymentMethodLabel[p.method],
            },
            { key: 'amount', header: 'Monto', align: 'end', cell: (p) => formatClp(p.amount) },
            { key: 'state', header: 'Estado', cell: (p) => p.stateLabel },
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
