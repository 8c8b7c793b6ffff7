import type { RecentPayment } from '@academias/shared/contract/reports';
import { Text } from '@academias/shared/ui';
import { formatDateTime } from '@academias/shared/format';
import { ReportTable } from '../../../components/report-table.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';

const methodName: Record<string, string> = {
  webpay: 'Webpay',
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  oneclick: 'Webpay Oneclick',
};

/** The latest approved payments of a dashboard, with their boleta. */
export function RecentPaymentsCard({
  title,
  payments,
}: {
  title: string;
  payments: RecentPayment[];
}) {
  return (
    <TitledCard title={title}>
      {payments.length === 0 ? (
        <Text color="fg.muted">Aún no hay pagos registrados.</Text>
      ) : (
        <ReportTable
          caption="Últimos pagos aprobados"
          rows={payments}
          rowKey={(p) => p.id}
          columns={[
            { header: 'Fecha', kind: 'text', value: (p) => formatDateTime(p.paidAt) },
            { header: 'Alumno', kind: 'text', value: (p) => p.userName },
            { header: 'Medio', kind: 'text', value: (p) => methodName[p.method] ?? p.method },
            {
              header: 'Boleta',
              kind: 'text',
              value: (p) => (p.folio ? `N° ${p.folio}` : 'En emisión'),
            },
            { header: 'Monto', kind: 'clp', value: (p) => p.amount },
          ]}
        />
      )}
    </TitledCard>
  );
}
